import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Clock } from '../../lib/clock.js';
import { defineEmailJob, type EmailRetryPolicy } from './email-job.js';
import type { EmailRepository } from './email.repository.js';
import type { Mailer } from './mailer.js';

/**
 * Declares the email job on a queue with the configured transport. Every entry point does so
 * (through `defineJobs`) before starting its queue: the server and the workers deliver, the
 * CLI only sends.
 */
export function registerEmailDelivery(options: {
  jobs: JobQueue;
  repository: EmailRepository;
  mailer: Mailer;
  config: Pick<Config, 'nodeEnv'>;
  clock: Clock;
  logger: FastifyBaseLogger;
  retry?: EmailRetryPolicy | undefined;
}): Mailer {
  const { mailer } = options;
  if (mailer.kind === 'mailbox' && options.config.nodeEnv === 'production') {
    options.logger.warn(
      'SMTP_URL is not set: email is kept in the database mailbox and nobody receives it',
    );
  }
  defineEmailJob(options.jobs, {
    repository: options.repository,
    mailer,
    clock: options.clock,
    logger: options.logger,
    ...(options.retry ? { retry: options.retry } : {}),
  });
  return mailer;
}
