import { formStyles } from '../../../components/form/form-error';
import { dialogActions } from '../../../lib/dialog-store';
import { passwordMessages as m } from '../password-messages';

/** The restart offer after a link that is no longer valid: a fresh reset email. */
export function RestartReset({ email }: { email?: string | undefined }) {
  return (
    <button
      type="button"
      className={formStyles.secondaryButton}
      onClick={() => {
        dialogActions.open('password-reset-enquiry', { closable: true, email });
      }}
    >
      {m.restart}
    </button>
  );
}
