import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../databases.js';
import { findLink, isAddressedTo, startSmtpCapture, type SmtpCapture } from '../smtp-capture.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';

const PUBLIC_URL = 'https://cadenza.example';

describe.each(testDrivers)('newsletter sign-up on %s', (driver) => {
  let t: TestApp;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await buildTestApp(driver, { SMTP_URL: smtp.url, PUBLIC_URL }, { runWorkers: true });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const signUp = (payload: object, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: clientHeaders,
      payload,
      remoteAddress,
    });
  const subscriber = async (email: string) => {
    const { rows } = await t.database.handle.executeSql(
      'select first_name, referral, confirmed_at from newsletter_subscribers where lower(email) = $1',
      [email],
    );
    return rows[0];
  };
  const sentTo = (email: string) =>
    smtp.messages.filter((message) => isAddressedTo(message, email)).length;

  it('asks for confirmation by email and confirms only when the button is pressed', async () => {
    const res = await signUp({ email: 'Nia@Example.com', firstName: 'Nia', referral: 'Webv2' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      result: 'success',
      msg: 'To confirm your subscription please click the link in the email we just sent you.',
    });
    const message = await smtp.waitForMessage((candidate) =>
      isAddressedTo(candidate, 'nia@example.com'),
    );
    expect(message.subject).toBe('Please confirm your subscription to the Cadenza newsletter');
    expect(message.text).toContain('Hello Nia,');
    const link = findLink(message.text, `${PUBLIC_URL}/newsletter/confirm/`);
    const path = link.slice(PUBLIC_URL.length);

    // Opening the link (as a mail scanner would) confirms nothing.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post">');
    expect((await subscriber('nia@example.com'))?.confirmed_at).toBeNull();

    const confirmed = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Subscription confirmed');
    expect(await subscriber('nia@example.com')).toMatchObject({
      first_name: 'Nia',
      referral: 'Webv2',
    });
    expect((await subscriber('nia@example.com'))?.confirmed_at).not.toBeNull();

    const again = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('This link is no longer valid');
  });

  it('answers a repeated sign-up the same way, without mailing a confirmed address again', async () => {
    const before = sentTo('nia@example.com');
    const res = await signUp({ email: 'nia@example.com' });
    expect(res.statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sentTo('nia@example.com')).toBe(before);
    expect((await subscriber('nia@example.com'))?.confirmed_at).not.toBeNull();
  });

  it('sends a pending address a new link a few times a day at most', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signUp({ email: 'ola@example.com' })).statusCode).toBe(202);
    await smtp.waitForMessage(() => sentTo('ola@example.com') === 3);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sentTo('ola@example.com')).toBe(3);
    // Only the newest link confirms.
    const links = smtp.messages
      .filter((message) => isAddressedTo(message, 'ola@example.com'))
      .map((message) =>
        findLink(message.text, `${PUBLIC_URL}/newsletter/confirm/`).slice(PUBLIC_URL.length),
      );
    const newest = await Promise.all(
      links.map((path) => t.app.inject({ method: 'GET', url: path })),
    );
    expect(newest.map((page) => page.statusCode).sort()).toEqual([200, 404, 404]);
  });

  it.each([
    ['an empty email', { email: '' }, 'Please enter your email address'],
    ['a missing email', {}, 'Please enter your email address'],
    ['a malformed email', { email: 'ola at example' }, 'Please enter a valid email address'],
  ])('refuses %s with the spec message', async (_what, payload, message) => {
    const res = await signUp(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'email', message });
  });
});
