import type { Offer } from '@cadenza/domain';
import { paths } from '../../../lib/paths';
import { formStyles } from '../../../components/form/form-error';
import { dialogActions } from '../../../lib/dialog-store';
import { useDocumentTitle } from '../../../lib/document-title';
import { PRODUCT_NAME } from '../../../lib/product';
import { offerMessages as m, signupDocumentTitle } from '../offer-messages';
import { offerButtonStyle } from '../offer-theme';
import styles from './offers.module.css';
import { SignupForm } from './signup-form';

/** Spec §2 offer signup, step 1 of 2: 'Create your account'. */
export function OfferSignupStepOne({ offer }: { offer: Offer }) {
  useDocumentTitle(signupDocumentTitle(offer.associateName ?? PRODUCT_NAME, offer.trialLength));
  const thirdPartyName = offer.thirdPartyMarketing ? offer.associateName : null;
  return (
    <div className={styles.signup} style={offerButtonStyle(offer)}>
      <p className={styles.step}>{m.stepOne}</p>
      <h1 className={styles.heading}>{m.createAccount}</h1>
      <SignupForm
        referralCode={offer.code}
        thirdPartyName={thirdPartyName}
        submitLabel={m.signUp}
        cardStepHref={paths.offerCreditCard.href(offer.code)}
      />
    </div>
  );
}

/** Spec §2 signup page without an offer: the default trial, START FREE TRIAL. */
export function SignupStepOne({ trialLength }: { trialLength: number }) {
  useDocumentTitle(signupDocumentTitle(PRODUCT_NAME, trialLength));
  return (
    <div className={styles.signup}>
      <p className={styles.step}>{m.stepOne}</p>
      <h1 className={styles.heading}>{m.createAccount}</h1>
      <h2 className={styles.subheading}>{trialLength}-day free trial</h2>
      <p className={styles.text}>{m.noCommitment}</p>
      <SignupForm
        referralCode={null}
        thirdPartyName={null}
        submitLabel={m.startFreeTrial}
        cardStepHref={paths.subscribeCreditCard.href()}
      />
      <p className={styles.muted}>
        Already have an account?{' '}
        <button
          type="button"
          className={formStyles.linkButton}
          onClick={() => {
            dialogActions.open('sign-in', { closable: true });
          }}
        >
          Sign in
        </button>
      </p>
    </div>
  );
}
