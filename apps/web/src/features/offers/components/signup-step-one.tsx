import type { Offer } from '@cadenza/domain';
import { paths } from '../../../lib/paths';
import { Button } from '../../../components/ui/button';
import { dialogActions } from '../../../lib/dialog-store';
import { useDocumentTitle } from '../../../lib/document-title';
import { PRODUCT_NAME } from '../../../lib/product';
import { offerMessages as m, signupDocumentTitle } from '../offer-messages';
import { offerButtonStyle } from '../offer-theme';
import styles from './offers.module.css';
import { SignupForm } from './signup-form';
import { SignupLayout } from './signup-layout';
import { TrialFacts } from './trial-facts';

/** Spec §2 offer signup, step 1 of 2: 'Create your account'. */
export function OfferSignupStepOne({ offer }: { offer: Offer }) {
  useDocumentTitle(signupDocumentTitle(offer.associateName ?? PRODUCT_NAME, offer.trialLength));
  const thirdPartyName = offer.thirdPartyMarketing ? offer.associateName : null;
  return (
    <SignupLayout
      step={1}
      style={offerButtonStyle(offer)}
      aside={<TrialFacts trialLength={offer.trialLength} offer={offer} showsCommitment />}
    >
      <p className={styles.step}>{m.stepOne}</p>
      <h1 className={styles.heading}>{m.createAccount}</h1>
      <SignupForm
        referralCode={offer.code}
        thirdPartyName={thirdPartyName}
        submitLabel={m.signUp}
        cardStepHref={paths.offerCreditCard.href(offer.code)}
      />
    </SignupLayout>
  );
}

/** Spec §2 signup page without an offer: the default trial, START FREE TRIAL. */
export function SignupStepOne({ trialLength }: { trialLength: number }) {
  useDocumentTitle(signupDocumentTitle(PRODUCT_NAME, trialLength));
  return (
    <SignupLayout
      step={1}
      aside={<TrialFacts trialLength={trialLength} offer={null} showsCommitment />}
    >
      <p className={styles.step}>{m.stepOne}</p>
      <h1 className={styles.heading}>{m.createAccount}</h1>
      <SignupForm
        referralCode={null}
        thirdPartyName={null}
        submitLabel={m.startFreeTrial}
        cardStepHref={paths.subscribeCreditCard.href()}
      />
      <p className={styles.muted}>
        Already have an account?{' '}
        <Button
          variant="link"
          onClick={() => {
            dialogActions.open('sign-in', { closable: true });
          }}
        >
          Sign in
        </Button>
      </p>
    </SignupLayout>
  );
}
