import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.js';

/** Gives up on a silent server quickly; the job's retries do the waiting. */
const TIMEOUT_MS = 15_000;

/** Sends through the SMTP server of `SMTP_URL` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    async deliver(email) {
      await transport.sendMail({
        from: email.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: `<${email.id}@cadenza>`,
      });
    },
    close() {
      transport.close();
    },
  };
}
