import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { formStyles } from '../../../components/form/form-error';
import { dialogActions, useDialogStore } from '../../../lib/dialog-store';
import { paymentMessages as m } from '../payment-messages';
import styles from './payment-dialogs.module.css';
import { Button } from '../../../components/ui/button';

export function PaymentProcessing() {
  return (
    <div className={styles.body} role="status">
      <div className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>{m.processing}</p>
    </div>
  );
}

/** The payment-complete dialog: printing the receipt is optional. */
export function PaymentSuccess() {
  const isTrial = useDialogStore((state) => state.params.isTrial === true);
  const navigate = useNavigate();
  const finish = (href: string) => {
    dialogActions.dismiss();
    void navigate(href);
  };
  return (
    <div className={styles.body}>
      <p className={styles.text} role="status">
        {isTrial
          ? 'Your free trial has started. Enjoy the whole library!'
          : 'Thank you! Your subscription is active.'}
      </p>
      <div className={formStyles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            finish(paths.accountPrint.href());
          }}
        >
          {m.printNow}
        </Button>
        <Button
          onClick={() => {
            finish(isTrial ? paths.welcome.href() : paths.accountSubscription.href());
          }}
        >
          {m.printLater}
        </Button>
      </div>
    </div>
  );
}

/** 'Something went wrong …' with the error, Contact support, Try again and Cancel. */
export function PaymentFailure() {
  const error = useDialogStore((state) => state.params.error);
  const navigate = useNavigate();
  return (
    <div className={styles.body}>
      {error && (
        <p className={formStyles.formError} role="alert">
          {error}
        </p>
      )}
      <p className={styles.text}>
        <a
          href={paths.contact.href()}
          onClick={(event) => {
            event.preventDefault();
            dialogActions.dismiss();
            void navigate(paths.contact.href());
          }}
        >
          {m.contactSupport}
        </a>
      </p>
      <div className={formStyles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            dialogActions.dismiss();
            void navigate(paths.home.href());
          }}
        >
          Cancel
        </Button>
        <Button
          onClick={() => {
            dialogActions.goTo('payment', { error: undefined });
          }}
        >
          {m.tryAgain}
        </Button>
      </div>
    </div>
  );
}
