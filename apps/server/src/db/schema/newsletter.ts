import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Newsletter sign-ups with double opt-in: `confirmed_at` is set by the emailed link. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    referral: text('referral').notNull(),
    /** SHA-256 of the pending confirmation link's token; null once confirmed. */
    confirmationTokenHash: text('confirmation_token_hash').unique(),
    confirmationExpiresAt: timestamp('confirmation_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('newsletter_subscribers_email_lower_key').on(sql`lower(${table.email})`)],
);
