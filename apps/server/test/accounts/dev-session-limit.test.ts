import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signIn, checkSession } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, clientHeaders, productionEnv, type TestApp } from '../test-app.js';
import { DEV_SESSION_LIMIT_PATH } from '../../src/modules/accounts/dev-session-limit.routes.js';

describe.each(testDrivers)('the sandbox session limit on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    await createTestUser(t.database.handle, {
      email: 'lena@example.com',
      password: 'a quiet sonata',
    });
  });
  afterAll(() => t.close());

  const setLimit = (payload: object, headers: Record<string, string> = clientHeaders) =>
    t.app.inject({ method: 'POST', url: DEV_SESSION_LIMIT_PATH, headers, payload });

  it('makes a multi-session basic user whose older session ends on a second sign-in', async () => {
    const limit = await setLimit({ email: 'LENA@example.com', maxConcurrentSessions: 1 });
    expect(limit.statusCode).toBe(204);
    const first = await signIn(t.app, { email: 'lena@example.com', password: 'a quiet sonata' });
    const second = await signIn(t.app, { email: 'lena@example.com', password: 'a quiet sonata' });
    expect(await checkSession(t.app, first)).toBe(401);
    expect(await checkSession(t.app, second)).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${second.token}` },
    });
    expect(me.json()).toMatchObject({ maxConcurrentSessions: 1 });
  });

  it('answers 404 for an unknown email and needs the client id', async () => {
    const unknown = await setLimit({ email: 'nobody@example.com', maxConcurrentSessions: 2 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'email not found' });
    const withoutClientId = await setLimit(
      { email: 'lena@example.com', maxConcurrentSessions: 2 },
      {},
    );
    expect(withoutClientId.statusCode).toBe(403);
  });

  it('is not there in production', async () => {
    const production = await buildTestApp(driver, productionEnv);
    try {
      const res = await production.app.inject({
        method: 'POST',
        url: DEV_SESSION_LIMIT_PATH,
        headers: clientHeaders,
        payload: { email: 'lena@example.com', maxConcurrentSessions: 1 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
