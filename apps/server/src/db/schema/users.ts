import { userRoles } from '@cadenza/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', userRoles);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    facebookId: text('facebook_id').unique(),
    role: userRole('role').notNull().default('ordinary'),
    referralCode: text('referral_code'),
    isFreeTrialAvailable: boolean('is_free_trial_available').notNull().default(true),
    maxConcurrentSessions: integer('max_concurrent_sessions'),
    /**
     * A publisher's imprint (`organisations.id`): the studio shows and changes only its
     * products. No foreign key: a forced reseed truncates organisations with CASCADE, which
     * would empty this table; imprint ids are slugs of their names, so the link holds across a
     * reseed, and an id naming no imprint matches no product.
     */
    organisationId: text('organisation_id'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    thirdPartyMarketingConsentAt: timestamp('third_party_marketing_consent_at', {
      withTimezone: true,
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Emails are unique without regard to case.
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    // The console finds customers by any part of their email or name (LIKE '%…%').
    index('users_email_trgm_idx').using('gin', sql`lower(${table.email}) gin_trgm_ops`),
    index('users_first_name_trgm_idx').using('gin', sql`lower(${table.firstName}) gin_trgm_ops`),
  ],
);
