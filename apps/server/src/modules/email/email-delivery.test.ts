import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDrivers, type TestDatabase } from '../../../test/databases.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.js';
import { silentLogger } from '../../../test/test-app.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { systemClock } from '../../lib/clock.js';
import { createMailer } from './create-mailer.js';
import { registerEmailDelivery } from './email-delivery.js';
import { createEmailRepository, type EmailRepository } from './email.repository.js';
import { createEmailSender, type EmailSender } from './email-sender.js';
import type { Mailer } from './mailer.js';

const mailFrom = 'Cadenza <no-reply@cadenza.test>';

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function reservePort(): Promise<number> {
  const probe = await startSmtpCapture();
  await probe.stop();
  return probe.port;
}

describe.each(testDrivers)('email delivery over SMTP on %s', (driver) => {
  let database: TestDatabase;
  let jobs: JobQueue;
  let mailer: Mailer;
  let repository: EmailRepository;
  let sender: EmailSender;
  let port: number;
  let smtp: SmtpCapture | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    port = await reservePort();
    jobs = new JobQueue({
      database: database.handle,
      logger: silentLogger,
      runWorkers: true,
      pollingIntervalSeconds: 0.5,
    });
    mailer = registerEmailDelivery({
      jobs,
      repository: createEmailRepository(database.handle.db),
      mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${port}` }, database.handle.db),
      config: { nodeEnv: 'test' },
      clock: systemClock,
      logger: silentLogger,
      retry: { retryLimit: 20, retryDelaySeconds: 1, retryBackoff: false },
    });
    await jobs.start();
    repository = createEmailRepository(database.handle.db);
    sender = createEmailSender({ repository, jobs, config: { mailFrom } });
  });
  afterAll(async () => {
    await jobs.stop();
    mailer.close();
    await smtp?.stop();
    await database.drop();
  });

  it('keeps a message through an SMTP outage and delivers it once the server is back', async () => {
    const emailId = await sender.send({
      template: 'password-reset',
      to: 'ann@example.com',
      data: {
        firstName: 'Ann',
        resetUrl: 'http://localhost:3000/password-reset/abc',
        expiresInMinutes: 60,
      },
    });
    const failed = await waitFor(async () => {
      const row = await repository.findMessage(emailId);
      return row && row.attempts >= 2 ? row : undefined;
    });
    expect(failed.status).toBe('queued');
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.text).toContain('/password-reset/abc');

    smtp = await startSmtpCapture(port);
    const received = await smtp.waitForMessage((message) => message.to.includes('ann@example.com'));
    expect(received.subject).toBe('Reset your Cadenza password');
    const sent = await waitFor(async () => {
      const row = await repository.findMessage(emailId);
      return row?.status === 'sent' ? row : undefined;
    });
    expect(sent.sentAt).not.toBeNull();
    // Delivered: the stored copy no longer holds the single-use link.
    expect(sent.text).toBeNull();
    expect(sent.html).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.messages.filter((message) => message.to.includes('ann@example.com'))).toHaveLength(
      1,
    );
  });

  it('sends the text and HTML parts, from MAIL_FROM, to the recipient', async () => {
    const server = smtp ?? (smtp = await startSmtpCapture(port));
    await sender.send({
      template: 'password-setup',
      to: 'bo@example.com',
      data: {
        firstName: 'Bo <b>',
        email: 'bo@example.com',
        setupUrl: 'http://localhost:3000/account/create-password/xyz',
        expiresInDays: 7,
      },
    });
    const message = await server.waitForMessage((candidate) =>
      candidate.to.includes('bo@example.com'),
    );
    expect(message.from).toBe('no-reply@cadenza.test');
    expect(message.subject).toBe('Create your Cadenza password');
    expect(message.text).toContain('Hello Bo <b>,');
    expect(message.text).toContain(
      'Create your password: http://localhost:3000/account/create-password/xyz',
    );
    expect(message.html).toContain('href="http://localhost:3000/account/create-password/xyz"');
    expect(message.html).toContain('Hello Bo &lt;b&gt;,');
    expect(message.html).not.toContain('<b>,');
  });
});
