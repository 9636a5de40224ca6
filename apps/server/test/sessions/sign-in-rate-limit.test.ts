import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { createFakeClock, MINUTE_MS, type FakeClock } from '../fake-clock.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';

describe.each(testDrivers)('sign-in brute-force protection on %s', (driver) => {
  let t: TestApp;
  let clock: FakeClock;
  beforeAll(async () => {
    clock = createFakeClock(new Date('2030-05-01T10:00:00Z'));
    t = await buildTestApp(driver, {}, { clock });
    await createTestUser(t.database.handle, {
      email: 'kim@example.com',
      password: 'a quiet sonata',
    });
    await createTestUser(t.database.handle, {
      email: 'lee@example.com',
      password: 'a quiet sonata',
    });
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: clientHeaders,
      payload: { email, password },
      remoteAddress,
    });

  it('locks an account after 10 failed passwords, from any address, until the window ends', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await attempt('kim@example.com', `wrong ${i}`, `203.0.113.${i}`)).statusCode).toBe(
        401,
      );
    }
    const locked = await attempt('KIM@example.com', 'a quiet sonata', '203.0.113.200');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ statusCode: 429, message: 'too many attempts' });
    expect(locked.headers['retry-after']).toBe('900');
    expect((await attempt('lee@example.com', 'a quiet sonata', '203.0.113.200')).statusCode).toBe(
      201,
    );

    clock.advance(15 * MINUTE_MS);
    expect((await attempt('kim@example.com', 'a quiet sonata', '203.0.113.200')).statusCode).toBe(
      201,
    );
  });

  it('clears the failures of an account when its owner signs in', async () => {
    clock.advance(15 * MINUTE_MS);
    for (let i = 0; i < 9; i++) await attempt('lee@example.com', `wrong ${i}`, '198.51.100.7');
    expect((await attempt('lee@example.com', 'a quiet sonata', '198.51.100.7')).statusCode).toBe(
      201,
    );
    for (let i = 0; i < 9; i++) {
      expect((await attempt('lee@example.com', `typo ${i}`, '198.51.100.7')).statusCode).toBe(401);
    }
  });

  it('checks at most 10 passwords of an account when 60 wrong ones arrive at once', async () => {
    clock.advance(15 * MINUTE_MS);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        attempt('kim@example.com', `parallel guess ${i}`, `198.18.0.${i + 1}`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
    expect((await attempt('kim@example.com', 'a quiet sonata', '198.18.1.1')).statusCode).toBe(429);
  });

  it('limits one address to 50 attempts in 15 minutes, successful ones included', async () => {
    clock.advance(15 * MINUTE_MS);
    for (let i = 0; i < 50; i++) {
      const email = i % 2 ? 'kim@example.com' : `nobody${i}@example.com`;
      const res = await attempt(email, i % 2 ? 'a quiet sonata' : 'guess', '192.0.2.50');
      expect(res.statusCode).not.toBe(429);
    }
    const refused = await attempt('lee@example.com', 'a quiet sonata', '192.0.2.50');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('lee@example.com', 'a quiet sonata', '192.0.2.51')).statusCode).toBe(201);
  });
});
