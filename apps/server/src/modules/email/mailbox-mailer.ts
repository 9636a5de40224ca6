import type { EmailRepository } from './email.repository.js';
import type { Mailer } from './mailer.js';

/** Without SMTP_URL mail lands in the `mailbox` table, readable at /dev/mail. */
export function createMailboxMailer(repository: EmailRepository): Mailer {
  return {
    kind: 'mailbox',
    async deliver(email) {
      await repository.insertIntoMailbox({
        emailMessageId: email.id,
        fromAddress: email.from,
        toAddress: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
    },
    close() {
      // Nothing to release: the database handle belongs to the runtime.
    },
  };
}
