import type { Config } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { createEmailRepository } from './email.repository.js';
import { createMailboxMailer } from './mailbox-mailer.js';
import type { Mailer } from './mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

/** SMTP when `SMTP_URL` is set, otherwise the local mailbox. */
export function createMailer(config: Pick<Config, 'smtpUrl'>, db: Database): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl)
    : createMailboxMailer(createEmailRepository(db));
}
