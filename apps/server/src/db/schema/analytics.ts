import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * First-party analytics, append-only: the browser's events (only with cookie consent) and the
 * few the server records itself. Nothing updates or deletes a row; the dashboard reads them by
 * time and by name. `user_id` is the signed-in person, if any, without a foreign key so that a
 * deleted account leaves its anonymous counts behind.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    userId: uuid('user_id'),
    properties: jsonb('properties')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [
    index('analytics_events_occurred_idx').on(table.occurredAt),
    index('analytics_events_name_occurred_idx').on(table.name, table.occurredAt),
  ],
);
