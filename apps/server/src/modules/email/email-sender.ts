import type { Config } from '../../config/env.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { EmailRepository } from './email.repository.js';
import { SEND_EMAIL_JOB, type SendEmailJobData } from './email-job.js';
import { renderEmail, type EmailTemplateData, type EmailTemplateName } from './templates/index.js';

export interface EmailRequest<Name extends EmailTemplateName> {
  template: Name;
  to: string;
  data: EmailTemplateData<Name>;
}

/**
 * The one way to send an email: render it, store it, queue its delivery. The stored row
 * outlives any SMTP outage; the job retries until it is delivered.
 */
export function createEmailSender(deps: {
  repository: EmailRepository;
  jobs: JobQueue;
  config: Pick<Config, 'mailFrom'>;
}) {
  /** Queues the delivery of a stored message (one stored in a transaction, once committed). */
  async function queue(emailId: string): Promise<void> {
    const job: SendEmailJobData = { emailId };
    await deps.jobs.send(SEND_EMAIL_JOB, job);
  }

  return {
    async send<Name extends EmailTemplateName>(request: EmailRequest<Name>): Promise<string> {
      const rendered = renderEmail(request.template, request.data);
      const message = await deps.repository.insertMessage({
        template: request.template,
        fromAddress: deps.config.mailFrom,
        toAddress: request.to,
        ...rendered,
      });
      await queue(message.id);
      return message.id;
    },
    queue,
  };
}

export type EmailSender = ReturnType<typeof createEmailSender>;
