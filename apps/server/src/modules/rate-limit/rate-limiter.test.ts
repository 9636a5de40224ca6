import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDrivers, type TestDatabase } from '../../../test/databases.js';
import { createFakeClock, MINUTE_MS } from '../../../test/fake-clock.js';
import { AppError } from '../../http/app-error.js';
import { createRateLimitRepository } from './rate-limit.repository.js';
import { createRateLimiter } from './rate-limiter.js';

const policy = { scope: 'test:attempts', limit: 3, windowSeconds: 15 * 60 };

async function refusal(attempt: Promise<void>): Promise<AppError | undefined> {
  try {
    await attempt;
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe.each(testDrivers)('rate limiter on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it('refuses the attempt past the limit with 429 and the seconds to wait', async () => {
    const clock = createFakeClock(new Date('2030-01-15T09:05:00Z'));
    const limiter = createRateLimiter(createRateLimitRepository(database.handle.db), clock);
    for (let i = 0; i < 3; i++) await limiter.consume(policy, 'ann@example.com');
    const error = await refusal(limiter.consume(policy, 'ANN@example.com'));
    expect(error?.statusCode).toBe(429);
    expect(error?.message).toBe('too many attempts');
    // The window runs 09:00-09:15, so the wait is ten minutes.
    expect(error?.headers).toEqual({ 'retry-after': '600' });
    expect(await refusal(limiter.consume(policy, 'bob@example.com'))).toBeUndefined();

    clock.advance(10 * MINUTE_MS);
    expect(await refusal(limiter.consume(policy, 'ann@example.com'))).toBeUndefined();
  });

  it('shares its counters between limiters, as between server processes', async () => {
    const clock = createFakeClock(new Date('2030-02-01T00:00:00Z'));
    const first = createRateLimiter(createRateLimitRepository(database.handle.db), clock);
    const second = createRateLimiter(createRateLimitRepository(database.handle.db), clock);
    await first.consume(policy, '203.0.113.9');
    await second.consume(policy, '203.0.113.9');
    await first.consume(policy, '203.0.113.9');
    expect((await refusal(second.consume(policy, '203.0.113.9')))?.statusCode).toBe(429);
  });

  it('clears a key, so its next attempt starts a fresh count', async () => {
    const clock = createFakeClock(new Date('2030-03-01T00:00:00Z'));
    const limiter = createRateLimiter(createRateLimitRepository(database.handle.db), clock);
    for (let i = 0; i < 3; i++) await limiter.consume(policy, 'cy@example.com');
    expect((await refusal(limiter.consume(policy, 'cy@example.com')))?.statusCode).toBe(429);
    await limiter.clear(policy, 'cy@example.com');
    expect(await refusal(limiter.consume(policy, 'cy@example.com'))).toBeUndefined();
  });

  it('lets exactly the limit through when attempts arrive all at once', async () => {
    const clock = createFakeClock(new Date('2030-03-02T00:00:00Z'));
    const limiter = createRateLimiter(createRateLimitRepository(database.handle.db), clock);
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, () => refusal(limiter.consume(policy, 'dee@example.com'))),
    );
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(policy.limit);
  });

  it('drops finished windows when a new one opens', async () => {
    const clock = createFakeClock(new Date('2030-04-01T00:00:00Z'));
    const cleanup = { scope: 'test:cleanup', limit: 5, windowSeconds: 60 };
    const limiter = createRateLimiter(createRateLimitRepository(database.handle.db), clock);
    await limiter.consume(cleanup, 'a');
    clock.advance(5 * MINUTE_MS);
    await limiter.consume(cleanup, 'b');
    const { rows } = await database.handle.executeSql(
      `select count(*)::int as n from rate_limit_counters where scope = 'test:cleanup'`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
