import { dialogActions } from '../../../lib/dialog-store';
import { passwordMessages as m } from '../password-messages';
import { Button } from '../../../components/ui/button';

/** The restart offer after a link that is no longer valid: a fresh reset email. */
export function RestartReset({ email }: { email?: string | undefined }) {
  return (
    <Button
      variant="secondary"
      onClick={() => {
        dialogActions.open('password-reset-enquiry', { closable: true, email });
      }}
    >
      {m.restart}
    </Button>
  );
}
