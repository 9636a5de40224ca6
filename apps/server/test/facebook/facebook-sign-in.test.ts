import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSession, createTestUser } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import {
  createSandboxToken,
  sandboxFacebookId,
} from '../../src/modules/facebook/sandbox-verifier.js';

/** What the sandbox login page hands the browser for this person. */
const tokenFor = (email: string, isEmailShared = true) =>
  createSandboxToken({ facebookId: sandboxFacebookId(email), email: isEmailShared ? email : null });

describe.each(testDrivers)('Facebook sign-in with the sandbox on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    await createTestUser(t.database.handle, {
      email: 'fay@example.com',
      password: 'a quiet sonata',
    });
    await createTestUser(t.database.handle, {
      email: 'gus@example.com',
      password: 'a quiet sonata',
    });
    // Gus's account is already linked to another Facebook account.
    await t.database.handle.executeSql(
      `update users set facebook_id = 'sandbox-0000000000000001' where email = 'gus@example.com'`,
    );
  });
  afterAll(() => t.close());

  const signInWith = (facebookToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: clientHeaders,
      payload: { facebookToken },
    });

  it('links a Facebook account to the account with its email, then signs in by its id', async () => {
    const first = await signInWith(tokenFor('Fay@Example.com'));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      email: 'fay@example.com',
      facebookId: sandboxFacebookId('fay@example.com'),
    });
    // Later the Facebook account no longer shares its email: the link is enough.
    const again = await signInWith(tokenFor('fay@example.com', false));
    expect(again.statusCode).toBe(201);
    expect(
      await checkSession(t.app, {
        cookie: `session=${again.json<{ accessToken: string }>().accessToken}`,
      }),
    ).toBe(200);
  });

  it.each([
    [
      'an unknown Facebook account',
      tokenFor('stranger@example.com'),
      404,
      'facebook email not found',
    ],
    [
      'an account without an email',
      tokenFor('hidden@example.com', false),
      422,
      'could not get email address from facebook account',
    ],
    ['an email taken by another Facebook link', tokenFor('gus@example.com'), 409, 'email exists'],
    ['a token that is not one', 'EAAB-made-up', 401, 'validation of facebook token failed'],
    [
      'a forged sandbox token',
      'sandbox-facebook.eyJmYWNlYm9va0lkIjoiMSJ9',
      401,
      'validation of facebook token failed',
    ],
  ])('refuses %s with the spec message', async (_what, token, status, message) => {
    const res = await signInWith(token);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ statusCode: status, message });
    expect(res.cookies).toEqual([]);
  });

  it('answers GET /api/emails for a Facebook token: 200 registered, 404 free', async () => {
    const lookup = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/emails?facebookToken=${encodeURIComponent(token)}`,
      });
    expect((await lookup(tokenFor('gus@example.com'))).statusCode).toBe(200);
    const free = await lookup(tokenFor('new@example.com'));
    expect(free.statusCode).toBe(404);
    expect(free.json().message).toBe('facebook email not found');
    expect((await lookup(tokenFor('new@example.com', false))).json().message).toBe(
      'could not get email address from facebook account',
    );
    expect((await lookup('nonsense')).json().message).toBe('validation of facebook token failed');
  });

  it('serves the labelled sandbox login window, which hands back a token that signs in', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dev/facebook-login' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox Facebook login — no real Facebook account is used');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const done = await t.app.inject({
      method: 'GET',
      url: '/dev/facebook-login/continue?email=fay%40example.com&shareEmail=on',
    });
    expect(done.statusCode).toBe(200);
    const token = /data-access-token="([^"]+)"/.exec(done.body)?.[1] ?? '';
    expect((await signInWith(token)).statusCode).toBe(201);

    const script = await t.app.inject({ method: 'GET', url: '/dev/facebook-login/return.js' });
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain(
      "window.opener.postMessage({ type: 'cadenza:sandbox-facebook-login'",
    );

    const invalid = await t.app.inject({
      method: 'GET',
      url: '/dev/facebook-login/continue?email=%3Cscript%3E',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('Email format is invalid');
    expect(invalid.body).toContain('&lt;script&gt;');
    expect(invalid.body).not.toContain('value="<script>"');
  });
});
