import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema/index.js';

export interface CounterKey {
  scope: string;
  key: string;
  windowStart: Date;
}

export function createRateLimitRepository(db: Database) {
  return {
    /** Adds one to the window's counter (creating it) and answers the new count. */
    async increment(counter: CounterKey): Promise<number> {
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ ...counter, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.scope, rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { count: sql`${rateLimitCounters.count} + 1` },
        })
        .returning({ count: rateLimitCounters.count });
      return row?.count ?? 1;
    },

    async clear(scope: string, key: string): Promise<void> {
      await db
        .delete(rateLimitCounters)
        .where(and(eq(rateLimitCounters.scope, scope), eq(rateLimitCounters.key, key)));
    },

    async deleteWindowsBefore(scope: string, before: Date): Promise<void> {
      await db
        .delete(rateLimitCounters)
        .where(and(eq(rateLimitCounters.scope, scope), lt(rateLimitCounters.windowStart, before)));
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
