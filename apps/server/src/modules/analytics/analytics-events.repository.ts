import type { AnalyticsEventName } from '@cadenza/domain';
import type { Database } from '../../db/client.js';
import { analyticsEvents } from '../../db/schema/index.js';

export interface NewAnalyticsEvent {
  name: AnalyticsEventName;
  occurredAt: Date;
  userId: string | null;
  properties: Record<string, unknown>;
}

/** The only writer of `analytics_events`: it appends, and nothing here changes a row. */
export function createAnalyticsEventsRepository(db: Database) {
  return {
    async append(events: readonly NewAnalyticsEvent[]): Promise<void> {
      if (events.length === 0) return;
      await db.insert(analyticsEvents).values([...events]);
    },
  };
}

export type AnalyticsEventsRepository = ReturnType<typeof createAnalyticsEventsRepository>;
