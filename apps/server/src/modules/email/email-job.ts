import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Clock } from '../../lib/clock.js';
import type { EmailRepository } from './email.repository.js';
import type { Mailer } from './mailer.js';

export const SEND_EMAIL_JOB = 'send-email';

export interface SendEmailJobData {
  emailId: string;
}

export interface EmailRetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
}

/** About 30 s, 1 min, 2 min, ... doubling: ten tries span several hours of SMTP outage. */
export const defaultEmailRetryPolicy: EmailRetryPolicy = {
  retryLimit: 10,
  retryDelaySeconds: 30,
  retryBackoff: true,
};

export interface EmailJobDependencies {
  repository: EmailRepository;
  mailer: Mailer;
  clock: Clock;
  logger: FastifyBaseLogger;
  retry?: EmailRetryPolicy;
}

/**
 * Declares the job that delivers one stored message. Every process that may send or work
 * jobs declares it (server, workers, CLI), before the queue starts.
 */
export function defineEmailJob(jobs: JobQueue, deps: EmailJobDependencies): void {
  jobs.define<SendEmailJobData>({
    name: SEND_EMAIL_JOB,
    ...(deps.retry ?? defaultEmailRetryPolicy),
    async handle({ emailId }) {
      const message = await deps.repository.findMessage(emailId);
      // Delivered already (a job can run twice) or gone: nothing to do.
      if (!message || message.status === 'sent') return;
      try {
        await deps.mailer.deliver({
          id: message.id,
          from: message.fromAddress,
          to: message.toAddress,
          subject: message.subject,
          text: message.text ?? '',
          html: message.html ?? '',
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await deps.repository.recordFailedAttempt(message.id, reason);
        throw error;
      }
      await deps.repository.markSent(message.id, deps.clock.now());
      deps.logger.info({ emailId, template: message.template }, 'email delivered');
    },
  });
}
