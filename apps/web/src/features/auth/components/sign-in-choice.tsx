import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { FormError } from '../../../components/form/form-error';
import { useAppConfig } from '../../../lib/app-config-api';
import { dialogActions, useDialogStore } from '../../../lib/dialog-store';
import { useReferralCode, withReferralCode } from '../../../lib/referral-code';
import { authMessages } from '../auth-messages';
import { useFacebookSignIn } from '../hooks/use-facebook-sign-in';
import styles from './sign-in.module.css';
import { Button } from '../../../components/ui/button';

/** The sign-in phase: Facebook, email, or (payments on, no email asked for) a new account. */
export function SignInChoice() {
  const params = useDialogStore((state) => state.params);
  const config = useAppConfig();
  const navigate = useNavigate();
  const referralCode = useReferralCode();
  const facebook = useFacebookSignIn({ email: params.email, facebookId: params.facebookId });
  const canCreateAccount = config.data?.featureFlags.payments === true && !params.email;
  const signupHref = referralCode
    ? paths.offerSignup.href(referralCode)
    : withReferralCode(paths.accountSubscribe.href(), referralCode);

  return (
    <div className={styles.choices}>
      <FormError message={facebook.error} />
      <Button
        className={styles.facebookButton}
        disabled={!facebook.start || facebook.isPending}
        onClick={facebook.start}
      >
        {authMessages.signInWithFacebook}
      </Button>
      <Button
        onClick={() => {
          dialogActions.goTo('sign-in-email');
        }}
      >
        {authMessages.signInWithEmail}
      </Button>
      {canCreateAccount && (
        <Button
          variant="secondary"
          onClick={() => {
            dialogActions.dismiss();
            void navigate(signupHref);
          }}
        >
          {authMessages.createAccount}
        </Button>
      )}
    </div>
  );
}
