import { analyticsMessages, type AnalyticsBatch } from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { rateLimitPolicies } from '../rate-limit/rate-limit-policies.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { AnalyticsEventsRepository } from './analytics-events.repository.js';

export interface AnalyticsServiceDependencies {
  repository: AnalyticsEventsRepository;
  rateLimiter: RateLimiter;
  clock: Clock;
}

/** Who sent a batch, as the server knows it (never as the browser says). */
export interface EventSource {
  hasConsent: boolean;
  userId: string | null;
  ip: string;
}

export interface SearchNoResult {
  query: string;
  hasConsent: boolean;
  userId: string | null;
}

/**
 * Stores first-party events, only for visitors who accepted cookies: without consent nothing
 * is written and the caller is told so. Times are the server's, so a device's wrong clock
 * cannot move an event to another day.
 */
export function createAnalyticsService(deps: AnalyticsServiceDependencies) {
  return {
    async record(batch: AnalyticsBatch, source: EventSource): Promise<{ stored: number }> {
      if (!source.hasConsent) throw new AppError('forbidden', analyticsMessages.noConsent);
      await deps.rateLimiter.consume(rateLimitPolicies.analyticsIp, source.ip);
      const occurredAt = deps.clock.now();
      await deps.repository.append(
        batch.events.map((event) => ({
          name: event.name,
          occurredAt,
          userId: source.userId,
          properties: event.properties,
        })),
      );
      return { stored: batch.events.length };
    },

    /** A search that found nothing, as the search route saw it (the top searches with no result). */
    async recordSearchNoResult(search: SearchNoResult): Promise<void> {
      const query = search.query.trim().slice(0, 200);
      if (!search.hasConsent || query === '') return;
      await deps.repository.append([
        {
          name: 'search_no_result',
          occurredAt: deps.clock.now(),
          userId: search.userId,
          properties: { query },
        },
      ]);
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
