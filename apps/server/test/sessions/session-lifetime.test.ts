import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSession, createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { createFakeClock, MINUTE_MS, type FakeClock } from '../fake-clock.js';
import { buildTestApp, type TestApp } from '../test-app.js';

const IDLE_MINUTES = 60;
const LIFETIME_MINUTES = 240;

describe.each(testDrivers)('session lifetime on %s', (driver) => {
  let t: TestApp;
  let clock: FakeClock;
  const credentials = { email: 'ida@example.com', password: 'a quiet sonata' };

  beforeAll(async () => {
    clock = createFakeClock();
    t = await buildTestApp(
      driver,
      {
        SESSION_IDLE_TIMEOUT_MINUTES: String(IDLE_MINUTES),
        SESSION_MAX_LIFETIME_MINUTES: String(LIFETIME_MINUTES),
      },
      { clock },
    );
    await createTestUser(t.database.handle, credentials);
    await createTestUser(t.database.handle, {
      email: 'two@example.com',
      password: 'a quiet sonata',
      maxConcurrentSessions: 2,
    });
    await createTestUser(t.database.handle, {
      email: 'one@example.com',
      password: 'a quiet sonata',
      maxConcurrentSessions: 1,
    });
  });
  afterAll(() => t.close());

  it('ends a session left unused for the idle timeout, and keeps one in use', async () => {
    const client = await signIn(t.app, credentials);
    clock.advance((IDLE_MINUTES - 1) * MINUTE_MS);
    expect(await checkSession(t.app, client)).toBe(200);
    // Used a minute before the timeout, so the timeout starts again from there.
    clock.advance((IDLE_MINUTES - 1) * MINUTE_MS);
    expect(await checkSession(t.app, client)).toBe(200);
    clock.advance(IDLE_MINUTES * MINUTE_MS);
    expect(await checkSession(t.app, client)).toBe(401);
    // Gone for good: going back in time does not revive it.
    clock.advance(-IDLE_MINUTES * MINUTE_MS);
    expect(await checkSession(t.app, client)).toBe(401);
  });

  it('ends a session at its absolute lifetime however busy it is', async () => {
    const client = await signIn(t.app, credentials);
    for (let minutes = 30; minutes < LIFETIME_MINUTES; minutes += 30) {
      clock.advance(30 * MINUTE_MS);
      expect(await checkSession(t.app, client)).toBe(200);
    }
    clock.advance(30 * MINUTE_MS);
    expect(await checkSession(t.app, client)).toBe(401);
  });

  it('records use at most once a minute', async () => {
    const client = await signIn(t.app, credentials);
    const lastSeen = async () => {
      const { rows } = await t.database.handle.executeSql(
        'select last_seen_at from sessions where id = $1',
        [client.sessionId],
      );
      return new Date(String(rows[0]?.last_seen_at)).getTime();
    };
    const signedInAt = clock.now().getTime();
    clock.advance(30_000);
    await checkSession(t.app, client);
    expect(await lastSeen()).toBe(signedInAt);
    clock.advance(40_000);
    await checkSession(t.app, client);
    expect(await lastSeen()).toBe(clock.now().getTime());
  });

  it('ends the oldest session when a sign-in goes beyond maxConcurrentSessions', async () => {
    const first = await signIn(t.app, { email: 'two@example.com', password: 'a quiet sonata' });
    clock.advance(MINUTE_MS);
    const second = await signIn(t.app, { email: 'two@example.com', password: 'a quiet sonata' });
    clock.advance(MINUTE_MS);
    expect(await checkSession(t.app, first)).toBe(200);
    const third = await signIn(t.app, { email: 'two@example.com', password: 'a quiet sonata' });
    expect(await checkSession(t.app, first)).toBe(401);
    expect(await checkSession(t.app, second)).toBe(200);
    expect(await checkSession(t.app, third)).toBe(200);
  });

  it('with a limit of one, a sign-in on another device signs the first out', async () => {
    const laptop = await signIn(t.app, { email: 'one@example.com', password: 'a quiet sonata' });
    const tablet = await signIn(t.app, { email: 'one@example.com', password: 'a quiet sonata' });
    expect(await checkSession(t.app, laptop)).toBe(401);
    expect(await checkSession(t.app, tablet)).toBe(200);
  });

  it('does not count sessions of other users or sessions already expired', async () => {
    const user = { email: 'two@example.com', password: 'a quiet sonata' };
    clock.advance(LIFETIME_MINUTES * MINUTE_MS);
    const older = await signIn(t.app, user);
    clock.advance(MINUTE_MS);
    const idle = await signIn(t.app, user);
    await signIn(t.app, credentials);
    clock.advance(40 * MINUTE_MS);
    expect(await checkSession(t.app, older)).toBe(200);
    clock.advance(30 * MINUTE_MS);
    // `idle` has now passed its idle timeout; `older` was used 30 minutes ago.
    const newest = await signIn(t.app, user);
    expect(await checkSession(t.app, older)).toBe(200);
    expect(await checkSession(t.app, newest)).toBe(200);
    expect(await checkSession(t.app, idle)).toBe(401);
  });
});
