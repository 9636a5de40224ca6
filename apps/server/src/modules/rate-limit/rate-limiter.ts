import { createHash } from 'node:crypto';
import { accountServerMessages } from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimitPolicy } from './rate-limit-policies.js';
import type { RateLimitRepository } from './rate-limit.repository.js';

/** Emails are compared without case; addresses as given. Hashed so no address is stored. */
function counterKey(key: string): string {
  return createHash('sha256').update(key.trim().toLowerCase()).digest('hex');
}

/**
 * Fixed-window counters in the database, so every server process sees the same counts.
 * Over the limit, the request fails with 429 and Retry-After (seconds to the window's end).
 */
export function createRateLimiter(repository: RateLimitRepository, clock: Clock) {
  function windowOf(policy: RateLimitPolicy) {
    const now = clock.now().getTime();
    const windowMs = policy.windowSeconds * 1000;
    const start = Math.floor(now / windowMs) * windowMs;
    return {
      windowStart: new Date(start),
      retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now) / 1000)),
    };
  }

  function tooManyAttempts(retryAfterSeconds: number): AppError {
    return new AppError('tooManyRequests', accountServerMessages.tooManyAttempts, undefined, {
      'retry-after': String(retryAfterSeconds),
    });
  }

  return {
    /**
     * Counts this attempt before any work is done, in one statement, so parallel attempts can
     * never slip past the limit between a check and a count; throws when it is one too many.
     */
    async consume(policy: RateLimitPolicy, key: string): Promise<void> {
      const { windowStart, retryAfterSeconds } = windowOf(policy);
      const count = await repository.increment({
        scope: policy.scope,
        key: counterKey(key),
        windowStart,
      });
      // The first hit of a window is the moment to drop the scope's finished windows.
      if (count === 1) await repository.deleteWindowsBefore(policy.scope, windowStart);
      if (count > policy.limit) throw tooManyAttempts(retryAfterSeconds);
    },

    /** Counts this attempt and answers whether it is within the limit, for callers that skip quietly. */
    async tryConsume(policy: RateLimitPolicy, key: string): Promise<boolean> {
      const { windowStart } = windowOf(policy);
      const count = await repository.increment({
        scope: policy.scope,
        key: counterKey(key),
        windowStart,
      });
      return count <= policy.limit;
    },

    /** Forgets the key's attempts (a successful sign-in clears its account's counter). */
    async clear(policy: RateLimitPolicy, key: string): Promise<void> {
      await repository.clear(policy.scope, counterKey(key));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
