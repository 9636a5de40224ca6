import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const emailStatus = pgEnum('email_status', ['queued', 'sent']);

/**
 * Every email we send, written before its job is queued so that an SMTP outage delays it
 * and never loses it. The body of one with a single-use link is cleared once delivered; other
 * bodies are kept, so that an operator can send the email again.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    template: text('template').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    status: emailStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('email_messages_status_idx').on(table.status, table.createdAt),
    // A person's emails, for the console's customer page.
    index('email_messages_to_idx').on(sql`lower(${table.toAddress})`, table.createdAt),
  ],
);

/** The local mailbox that stands in for SMTP when SMTP_URL is not set (read at /dev/mail). */
export const mailbox = pgTable('mailbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  emailMessageId: uuid('email_message_id').notNull().unique(),
  fromAddress: text('from_address').notNull(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
