import { formStyles } from '../../../components/form/form-error';
import { dialogActions } from '../../../lib/dialog-store';
import { authMessages } from '../auth-messages';
import styles from './sign-in.module.css';
import { Button } from '../../../components/ui/button';

export function SessionExpired() {
  return (
    <div className={styles.choices}>
      <p className={styles.text}>{authMessages.sessionExpired}</p>
      <div className={formStyles.actions}>
        <Button
          onClick={() => {
            dialogActions.goTo('sign-in');
          }}
        >
          {authMessages.signInTitle}
        </Button>
      </div>
    </div>
  );
}
