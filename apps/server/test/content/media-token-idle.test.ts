import { contentMessages } from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSession, createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { createFakeClock, MINUTE_MS, type FakeClock } from '../fake-clock.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { insertImportedScore, insertProduct, numberedMusicXml } from './content-fixtures.js';

/** Shorter than a media token's 30 minutes, so a token can outlive its session's idle end. */
const IDLE_MINUTES = 10;

describe.each(testDrivers)('media tokens and the session idle timeout (%s)', (driver) => {
  let t: TestApp;
  let clock: FakeClock;
  const credentials = { email: 'ida@example.com', password: 'a quiet sonata' };

  beforeAll(async () => {
    clock = createFakeClock();
    t = await buildTestApp(
      driver,
      { SESSION_IDLE_TIMEOUT_MINUTES: String(IDLE_MINUTES) },
      { clock },
    );
    const scoreRef = await insertImportedScore(t.database.handle, numberedMusicXml(4));
    await insertProduct(t.database.handle, { id: 'piece-1', type: 'piece', scoreRef });
    await createTestUser(t.database.handle, credentials);
  });
  afterAll(() => t.close());

  const issueToken = async (cookie: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/media-tokens',
      headers: { ...clientHeaders, cookie },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ accessToken: string }>().accessToken;
  };
  const fetchWith = (accessToken: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/products/piece-1/preview-package?accessToken=${encodeURIComponent(accessToken)}`,
    });

  it('refuses a media token once its session has been idle for the timeout, though the token has not expired', async () => {
    const session = await signIn(t.app, credentials);
    const token = await issueToken(session.cookie);
    clock.advance((IDLE_MINUTES - 1) * MINUTE_MS);
    expect((await fetchWith(token)).statusCode).toBe(200);
    // Using the token is using the session: the idle timeout starts again from there.
    clock.advance((IDLE_MINUTES - 1) * MINUTE_MS);
    expect((await fetchWith(token)).statusCode).toBe(200);
    clock.advance((IDLE_MINUTES + 1) * MINUTE_MS);
    const refused = await fetchWith(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: contentMessages.accessTokenInvalid });
    expect(await checkSession(t.app, session)).toBe(401);
  });
});
