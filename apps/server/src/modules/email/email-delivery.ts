import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.js';
import type { DatabaseHandle } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Clock } from '../../lib/clock.js';
import { createMailer } from './create-mailer.js';
import { defineEmailJob, type EmailRetryPolicy } from './email-job.js';
import { createEmailRepository } from './email.repository.js';
import type { Mailer } from './mailer.js';

/**
 * Declares the email job on a queue with the configured transport. Every entry point calls
 * it before starting its queue: the server and the workers deliver, the CLI only sends.
 */
export function registerEmailDelivery(options: {
  jobs: JobQueue;
  database: DatabaseHandle;
  config: Pick<Config, 'smtpUrl' | 'nodeEnv'>;
  clock: Clock;
  logger: FastifyBaseLogger;
  mailer?: Mailer | undefined;
  retry?: EmailRetryPolicy | undefined;
}): Mailer {
  const mailer = options.mailer ?? createMailer(options.config, options.database.db);
  if (mailer.kind === 'mailbox' && options.config.nodeEnv === 'production') {
    options.logger.warn(
      'SMTP_URL is not set: email is kept in the database mailbox and nobody receives it',
    );
  }
  defineEmailJob(options.jobs, {
    repository: createEmailRepository(options.database.db),
    mailer,
    clock: options.clock,
    logger: options.logger,
    ...(options.retry ? { retry: options.retry } : {}),
  });
  return mailer;
}
