import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, clientHeaders, productionEnv, type TestApp } from '../test-app.js';
import {
  createSandboxToken,
  sandboxFacebookId,
} from '../../src/modules/facebook/sandbox-verifier.js';

interface MailboxList {
  messages: { id: string; to: string; subject: string; text: string }[];
}

describe.each(testDrivers)('the local mailbox without SMTP_URL on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver, {}, { runWorkers: true });
    await createTestUser(t.database.handle, {
      email: 'max@example.com',
      password: 'a quiet sonata',
      firstName: '<Max>',
    });
  });
  afterAll(() => t.close());

  async function waitForMail(): Promise<MailboxList['messages']> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const list = (
        await t.app.inject({ method: 'GET', url: '/dev/mail.json' })
      ).json<MailboxList>();
      if (list.messages.length) return list.messages;
      if (Date.now() > deadline) throw new Error('no mail arrived');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('keeps sent mail and shows it at /dev/mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password-resets',
      headers: clientHeaders,
      payload: { email: 'max@example.com' },
    });
    expect(res.statusCode).toBe(204);
    const [message] = await waitForMail();
    expect(message).toMatchObject({
      to: 'max@example.com',
      subject: 'Reset your Cadenza password',
    });
    expect(message?.text).toContain('http://localhost:3000/password-reset/');

    const list = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain(
      `<a href="/dev/mail/${message?.id ?? ''}">Reset your Cadenza password</a>`,
    );

    const page = await t.app.inject({ method: 'GET', url: `/dev/mail/${message?.id ?? ''}` });
    expect(page.body).toContain('Hello &lt;Max&gt;,');
    expect(page.body).toMatch(/<a href="http:\/\/localhost:3000\/password-reset\/[A-Za-z0-9_-]+">/);

    const html = await t.app.inject({ method: 'GET', url: `/dev/mail/${message?.id ?? ''}/html` });
    expect(html.body).toContain('Reset password</a>');
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers 404 for a message that does not exist', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/dev/mail/00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe.each(testDrivers)('the local mailbox in production on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver, productionEnv);
  });
  afterAll(() => t.close());

  it('is not served, and neither is the sandbox Facebook login', async () => {
    // Not routes then (the web app's index may answer the paths instead).
    const mailbox = await t.app.inject({ method: 'GET', url: '/dev/mail.json' });
    expect(mailbox.body).not.toContain('"messages"');
    const page = await t.app.inject({ method: 'GET', url: '/dev/facebook-login' });
    expect(page.body).not.toContain('Sandbox Facebook login');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: clientHeaders,
      payload: {
        facebookToken: createSandboxToken({
          facebookId: sandboxFacebookId('a@example.com'),
          email: 'a@example.com',
        }),
      },
    });
    expect(signIn.json()).toEqual({
      statusCode: 401,
      message: 'validation of facebook token failed',
    });
  });
});
