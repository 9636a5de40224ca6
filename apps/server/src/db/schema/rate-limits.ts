import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window attempt counters shared by every server process (DESIGN §1). `key` is the
 * SHA-256 of the account email or client IP, so the table holds no addresses.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key, table.windowStart] }),
    index('rate_limit_counters_window_idx').on(table.scope, table.windowStart),
  ],
);
