import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSession, createTestUser, findCookie, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';

describe.each(testDrivers)('sessions API on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    await createTestUser(t.database.handle, {
      email: 'Ann@Example.com',
      password: 'a quiet sonata',
      firstName: 'Ann',
    });
    await createTestUser(t.database.handle, { email: 'nopass@example.com' });
  });
  afterAll(() => t.close());

  const postSession = (payload: unknown, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: clientHeaders,
      payload: payload as object,
      remoteAddress,
    });

  it('signs in with email and password, answering the session and setting the cookies', async () => {
    const res = await postSession({ email: 'ann@example.com', password: 'a quiet sonata' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      email: 'Ann@Example.com',
      facebookId: null,
    });
    const session = findCookie(res, 'session');
    expect(session).toMatchObject({
      value: body.accessToken,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(session?.secure).toBeUndefined();
    // The cookie lasts as long as the session may: 90 days by default.
    expect(Math.abs((session?.maxAge ?? 0) - 90 * 24 * 60 * 60)).toBeLessThanOrEqual(2);
    const flag = findCookie(res, 'isAuthenticated');
    expect(flag).toMatchObject({ value: 'true', path: '/' });
    expect(flag?.httpOnly).toBeUndefined();
  });

  it('gives a new token at every sign-in and stores only its hash', async () => {
    const first = await signIn(t.app, { email: 'ann@example.com', password: 'a quiet sonata' });
    const second = await signIn(t.app, { email: 'ann@example.com', password: 'a quiet sonata' });
    expect(first.token).not.toBe(second.token);
    const { rows } = await t.database.handle.executeSql('select token_hash from sessions');
    const stored = rows.map((row) => String(row.token_hash));
    expect(stored).not.toContain(first.token);
    expect(stored.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('answers the session check by cookie or bearer token, and 401 without a live one', async () => {
    const client = await signIn(t.app, { email: 'ann@example.com', password: 'a quiet sonata' });
    expect(await checkSession(t.app, client)).toBe(200);
    const bearer = await t.app.inject({
      method: 'HEAD',
      url: '/api/sessions',
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(bearer.statusCode).toBe(200);
    expect(await checkSession(t.app, { cookie: 'session=not-a-real-token' })).toBe(401);
    const anonymous = await t.app.inject({ method: 'HEAD', url: '/api/sessions' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers the signed-in user at /api/me and 401 to a visitor', async () => {
    const client = await signIn(t.app, { email: 'ann@example.com', password: 'a quiet sonata' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: client.cookie },
    });
    expect(me.statusCode, me.body).toBe(200);
    // The account's fields (billing adds its summary beside them).
    expect(me.json()).toMatchObject({
      id: expect.any(String),
      email: 'Ann@Example.com',
      firstName: 'Ann',
      facebookId: null,
      role: 'ordinary',
      referralCode: null,
      isFreeTrialAvailable: true,
      maxConcurrentSessions: null,
    });
    expect(me.body).not.toMatch(/argon2|password/i);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ statusCode: 401, message: 'not signed in' });
  });

  it('signs out on the server: the old token no longer opens anything', async () => {
    const client = await signIn(t.app, { email: 'ann@example.com', password: 'a quiet sonata' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/sessions',
      headers: { ...clientHeaders, cookie: client.cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(findCookie(res, 'session')?.maxAge).toBe(0);
    expect(findCookie(res, 'isAuthenticated')?.maxAge).toBe(0);
    expect(await checkSession(t.app, client)).toBe(401);
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(bearer.statusCode).toBe(401);
  });

  it('ends the session the client had when it signs in again', async () => {
    const before = await signIn(t.app, { email: 'ann@example.com', password: 'a quiet sonata' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { ...clientHeaders, cookie: before.cookie },
      payload: { email: 'ann@example.com', password: 'a quiet sonata' },
    });
    expect(res.statusCode).toBe(201);
    expect(await checkSession(t.app, before)).toBe(401);
  });

  it.each([
    ['a wrong password', { email: 'ann@example.com', password: 'a loud sonata' }],
    ['an unknown email', { email: 'nobody@example.com', password: 'a quiet sonata' }],
    ['an account without a password', { email: 'nopass@example.com', password: 'a quiet sonata' }],
  ])('refuses %s with the spec message and no cookie', async (_what, credentials) => {
    const res = await postSession(credentials, '198.51.100.1');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, message: 'wrong password' });
    expect(findCookie(res, 'session')).toBeUndefined();
  });

  it.each([
    [
      'a malformed email',
      { email: 'ann(at)example.com', password: 'x' },
      'email',
      'Email format is invalid',
    ],
    [
      'an empty password',
      { email: 'ann@example.com', password: '' },
      'password',
      'Password is required',
    ],
    [
      'a huge password',
      { email: 'ann@example.com', password: 'x'.repeat(10_000) },
      'password',
      'Password must be 128 characters or fewer',
    ],
    ['no credentials', {}, 'email', 'Email is required'],
    [
      'both kinds of credentials',
      { email: 'ann@example.com', password: 'x', facebookToken: 'y' },
      'facebookToken',
      'Give an email and a password, or a Facebook token',
    ],
  ])('refuses %s with a field error', async (_what, payload, field, message) => {
    const res = await postSession(payload, '198.51.100.2');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });
});

describe.each(testDrivers)('session cookies behind https on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver, { PUBLIC_URL: 'https://cadenza.example' });
    await createTestUser(t.database.handle, {
      email: 'sam@example.com',
      password: 'a quiet sonata',
    });
  });
  afterAll(() => t.close());

  it('marks both cookies Secure', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: clientHeaders,
      payload: { email: 'sam@example.com', password: 'a quiet sonata' },
    });
    expect(findCookie(res, 'session')?.secure).toBe(true);
    expect(findCookie(res, 'isAuthenticated')?.secure).toBe(true);
  });
});
