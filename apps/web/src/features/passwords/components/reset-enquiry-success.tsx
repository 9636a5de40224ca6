import { formStyles } from '../../../components/form/form-error';
import { dialogActions, useDialogStore } from '../../../lib/dialog-store';
import { enquirySuccessText } from '../password-messages';
import { Button } from '../../../components/ui/button';

/** The password-reset-enquiry-success phase: the notice titled 'Check your email'. */
export function ResetEnquirySuccess() {
  const params = useDialogStore((state) => state.params);
  return (
    <div className={formStyles.form}>
      <p role="status">{enquirySuccessText(params.email ?? 'your email address')}</p>
      <div className={formStyles.actions}>
        <Button
          onClick={() => {
            // Back to signing in when the reset started there without a way to close.
            if (params.closable) dialogActions.close();
            else dialogActions.goTo('sign-in');
          }}
        >
          OK
        </Button>
      </div>
    </div>
  );
}
