import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSession, createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { createFakeClock, MINUTE_MS, type FakeClock } from '../fake-clock.js';
import { findLink, isAddressedTo, startSmtpCapture, type SmtpCapture } from '../smtp-capture.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';

const PUBLIC_URL = 'https://cadenza.example';

describe.each(testDrivers)('password reset on %s', (driver) => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let clock: FakeClock;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    clock = createFakeClock();
    t = await buildTestApp(
      driver,
      { SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: 'Cadenza <hello@cadenza.example>' },
      { clock, runWorkers: true },
    );
    await createTestUser(t.database.handle, {
      email: 'Rita@Example.com',
      password: 'old sonata in C',
      firstName: 'Rita',
    });
    await createTestUser(t.database.handle, {
      email: 'sid@example.com',
      password: 'old sonata in D',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const post = (url: string, payload: object, extraHeaders: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...clientHeaders, ...extraHeaders }, payload });

  /** Asks for a reset and answers the token from the link in the email that arrives. */
  async function requestResetLink(email: string): Promise<string> {
    const before = smtp.messages.length;
    expect((await post('/api/password-resets', { email })).statusCode).toBe(204);
    const message = await smtp.waitForMessage(
      (candidate) => smtp.messages.indexOf(candidate) >= before && isAddressedTo(candidate, email),
    );
    return findLink(message.text, `${PUBLIC_URL}/password-reset/`).split('/').at(-1) ?? '';
  }

  it('emails a reset link to a registered address', async () => {
    expect((await post('/api/password-resets', { email: 'rita@example.com' })).statusCode).toBe(
      204,
    );
    const message = await smtp.waitForMessage((candidate) =>
      isAddressedTo(candidate, 'rita@example.com'),
    );
    expect(message.from).toBe('hello@cadenza.example');
    expect(message.subject).toBe('Reset your Cadenza password');
    expect(message.text).toContain('Hello Rita,');
    expect(message.text).toContain('expires in 60 minutes');
    const link = findLink(message.text, `${PUBLIC_URL}/password-reset/`);
    expect(link).toMatch(/\/password-reset\/[A-Za-z0-9_-]{43}$/);
    expect(message.html).toContain(`href="${link}"`);
  });

  it("answers 'email not found' for an address nobody registered", async () => {
    const res = await post('/api/password-resets', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, message: 'email not found' });
  });

  it('sets the new password once, ends the other sessions and spends the link', async () => {
    const otherDevice = await signIn(t.app, {
      email: 'rita@example.com',
      password: 'old sonata in C',
    });
    const token = await requestResetLink('rita@example.com');
    const res = await post(`/api/password-resets/${token}`, {
      email: 'RITA@example.com',
      password: 'new fugue in G minor',
    });
    expect(res.statusCode).toBe(204);
    expect(await checkSession(t.app, otherDevice)).toBe(401);
    await expect(
      signIn(t.app, { email: 'rita@example.com', password: 'old sonata in C' }),
    ).rejects.toThrow();
    await signIn(t.app, { email: 'rita@example.com', password: 'new fugue in G minor' });

    const reused = await post(`/api/password-resets/${token}`, {
      email: 'rita@example.com',
      password: 'third sonata in A',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ statusCode: 400, message: 'token not valid' });
    await signIn(t.app, { email: 'rita@example.com', password: 'new fugue in G minor' });
  });

  it('refuses a link after an hour, and an older link once a newer one is sent', async () => {
    const expiring = await requestResetLink('sid@example.com');
    clock.advance(61 * MINUTE_MS);
    const late = await post(`/api/password-resets/${expiring}`, {
      email: 'sid@example.com',
      password: 'new fugue in G minor',
    });
    expect(late.json().message).toBe('token not valid');

    const older = await requestResetLink('sid@example.com');
    const newer = await requestResetLink('sid@example.com');
    expect(
      (
        await post(`/api/password-resets/${older}`, {
          email: 'sid@example.com',
          password: 'new fugue in G minor',
        })
      ).json().message,
    ).toBe('token not valid');
    await signIn(t.app, { email: 'sid@example.com', password: 'old sonata in D' });
    expect(
      (
        await post(`/api/password-resets/${newer}`, {
          email: 'sid@example.com',
          password: 'new fugue in G minor',
        })
      ).statusCode,
    ).toBe(204);
  });

  it("refuses someone else's link and an unknown email, changing nothing", async () => {
    const ritasToken = await requestResetLink('rita@example.com');
    const stolen = await post(`/api/password-resets/${ritasToken}`, {
      email: 'sid@example.com',
      password: 'hijacked sonata',
    });
    expect(stolen.json()).toEqual({ statusCode: 400, message: 'token not valid' });
    const unknown = await post(`/api/password-resets/${ritasToken}`, {
      email: 'ghost@example.com',
      password: 'hijacked sonata',
    });
    expect(unknown.json()).toEqual({ statusCode: 404, message: 'email not found' });
    await expect(
      signIn(t.app, { email: 'sid@example.com', password: 'hijacked sonata' }),
    ).rejects.toThrow();
    // The link still works for its owner.
    expect(
      (
        await post(`/api/password-resets/${ritasToken}`, {
          email: 'rita@example.com',
          password: 'another fugue in G',
        })
      ).statusCode,
    ).toBe(204);
  });

  it.each([
    ['a short password', 'short', 'Password must be 8 characters or more'],
    ['a huge password', 'x'.repeat(5000), 'Password must be 128 characters or fewer'],
    ['a common password', 'iloveyou1', 'This password is too common. Please choose another.'],
  ])('refuses %s and keeps the link usable', async (_what, password, message) => {
    const token = await requestResetLink('sid@example.com');
    const res = await post(`/api/password-resets/${token}`, { email: 'sid@example.com', password });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'password', message });
    expect(
      (
        await post(`/api/password-resets/${token}`, {
          email: 'sid@example.com',
          password: 'a fine long phrase',
        })
      ).statusCode,
    ).toBe(204);
  });

  it('refuses a malformed email and a made-up token', async () => {
    const malformed = await post('/api/password-resets', { email: 'sid(at)example.com' });
    expect(malformed.json().errors).toContainEqual({
      field: 'email',
      message: 'Email format is invalid',
    });
    const madeUp = await post('/api/password-resets/not-a-token', {
      email: 'sid@example.com',
      password: 'a fine long phrase',
    });
    expect(madeUp.json()).toEqual({ statusCode: 400, message: 'token not valid' });
    const huge = await post(`/api/password-resets/${'x'.repeat(500)}`, {
      email: 'sid@example.com',
      password: 'a fine long phrase',
    });
    // Fastify refuses an over-long path segment before any handler runs.
    expect(huge.statusCode).toBe(414);
  });

  it('limits reset requests to 5 an hour for one address', async () => {
    clock.advance(60 * MINUTE_MS);
    await createTestUser(t.database.handle, {
      email: 'tess@example.com',
      password: 'old sonata in E',
    });
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/password-resets', { email: 'tess@example.com' })).statusCode).toBe(
        204,
      );
    }
    const refused = await post('/api/password-resets', { email: 'Tess@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('too many attempts');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
