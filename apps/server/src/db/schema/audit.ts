import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every admin action (DESIGN §8): who, what, when, on what, and the target before and after.
 * Append-only: a trigger (migration 0017) refuses UPDATE and DELETE. The actor is copied
 * (id and email) rather than referenced, so the log outlives the accounts it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.at),
    index('audit_log_action_idx').on(table.action, table.at),
  ],
);

/**
 * The idempotency keys of admin actions: an action is carried out once per key, in the
 * transaction that writes its audit row, so a double submit or a retry changes nothing more.
 * The request is kept to refuse a key used again for another action.
 */
export const adminActionKeys = pgTable('admin_action_keys', {
  key: uuid('key').primaryKey(),
  actorId: uuid('actor_id').notNull(),
  action: text('action').notNull(),
  request: jsonb('request').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
