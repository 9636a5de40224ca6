import { FormError } from '../../../components/form/form-error';
import { useDialogStore } from '../../../lib/dialog-store';
import { authMessages } from '../auth-messages';
import { useFacebookSignIn } from '../hooks/use-facebook-sign-in';
import styles from './sign-in.module.css';
import { Button } from '../../../components/ui/button';

/** The Facebook-only variant, when the URL names a Facebook account. */
export function SignInFacebook() {
  const params = useDialogStore((state) => state.params);
  const facebook = useFacebookSignIn({ email: params.email, facebookId: params.facebookId });
  return (
    <div className={styles.choices}>
      <p className={styles.text}>{authMessages.facebookOnly}</p>
      <FormError message={facebook.error} />
      <Button
        className={styles.facebookButton}
        disabled={!facebook.start || facebook.isPending}
        onClick={facebook.start}
      >
        {authMessages.signInWithFacebook}
      </Button>
    </div>
  );
}
