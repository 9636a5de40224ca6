import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** The adjustable clock's offset from real time (CLOCK=adjustable only); one row. */
export const clockOffset = pgTable(
  'clock_offset',
  {
    id: smallint('id').primaryKey().default(1),
    offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [check('clock_offset_single_row', sql`${table.id} = 1`)],
);

export const offerStatus = pgEnum('offer_status', ['active', 'inactive']);
export const offerTemplate = pgEnum('offer_template', ['A', 'B']);

/** Partner offers by referral code; `content` holds the page wording, colours and images. */
export const offers = pgTable(
  'offers',
  {
    code: text('code').primaryKey(),
    status: offerStatus('status').notNull().default('active'),
    trialLength: integer('trial_length').notNull(),
    template: offerTemplate('template').notNull(),
    associateName: text('associate_name'),
    thirdPartyMarketing: boolean('third_party_marketing').notNull().default(false),
    /** Percent off each charge for the first N paid months; both set or both null. */
    discountPercentOff: integer('discount_percent_off'),
    discountDurationMonths: integer('discount_duration_months'),
    content: jsonb('content').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('offers_trial_length', sql`${table.trialLength} BETWEEN 0 AND 365`),
    check(
      'offers_discount',
      sql`(${table.discountPercentOff} IS NULL) = (${table.discountDurationMonths} IS NULL)
        AND (${table.discountPercentOff} IS NULL OR ${table.discountPercentOff} BETWEEN 1 AND 100)
        AND (${table.discountDurationMonths} IS NULL OR ${table.discountDurationMonths} >= 1)`,
    ),
  ],
);

export const paymentGatewayKind = pgEnum('payment_gateway_kind', ['sandbox', 'stripe']);

/** The card processor's customer for each user who has given us a card. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: paymentGatewayKind('gateway').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [unique('payment_customers_gateway_customer').on(table.gateway, table.customerId)],
);

/** Saved cards: only what the processor tells us back, never the number or CVC. */
export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gatewayCardId: text('gateway_card_id').notNull().unique(),
    /** The processor's fingerprint of the card number: one free trial per card. */
    fingerprint: text('fingerprint').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    country: text('country').notNull(),
    addressLine1: text('address_line1'),
    addressCity: text('address_city'),
    addressZip: text('address_zip'),
    addressState: text('address_state'),
    addressCountry: text('address_country'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('cards_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('cards_one_default_per_user')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
    index('cards_fingerprint_idx').on(table.fingerprint),
  ],
);

/** 'stripe' is a web subscription, whichever gateway moves the money; 'cadenza' a granted one. */
export const billingProvider = pgEnum('billing_provider', ['stripe', 'apple', 'cadenza']);
export const subscriptionStatus = pgEnum('subscription_status', [
  'incomplete',
  'active',
  'past_due',
  'expired',
  'incomplete_expired',
]);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originalTransactionId: text('original_transaction_id').notNull().unique(),
    provider: billingProvider('provider').notNull(),
    planId: text('plan_id'),
    status: subscriptionStatus('status').notNull(),
    isTrialPeriod: boolean('is_trial_period').notNull().default(false),
    trialEnd: timestamptz('trial_end'),
    trialCardFingerprint: text('trial_card_fingerprint'),
    /** Period n runs from anchor + n months to anchor + n+1 months (day clamped to the month). */
    billingAnchor: timestamptz('billing_anchor').notNull(),
    periodIndex: integer('period_index').notNull().default(0),
    currentPeriodStart: timestamptz('current_period_start').notNull(),
    /** End of what is paid for (or of the trial): the spec's expiryDate. */
    currentPeriodEnd: timestamptz('current_period_end').notNull(),
    cancellationDate: timestamptz('cancellation_date'),
    reminderSentAt: timestamptz('reminder_sent_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at'),
    amount: integer('amount').notNull().default(0),
    currency: text('currency').notNull().default('GBP'),
    offerCode: text('offer_code').references(() => offers.code),
    discountPercentOff: integer('discount_percent_off'),
    discountEnd: timestamptz('discount_end'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user_idx').on(table.userId, table.createdAt),
    index('subscriptions_due_idx').on(table.status, table.currentPeriodEnd),
    // One live web subscription per user: a double-clicked subscribe cannot make two.
    uniqueIndex('subscriptions_one_live_web_per_user')
      .on(table.userId)
      .where(
        sql`${table.provider} = 'stripe' AND ${table.status} IN ('incomplete', 'active', 'past_due')`,
      ),
  ],
);

export const chargeState = pgEnum('charge_state', ['pending', 'succeeded', 'failed']);

/**
 * One row per billed period, written as 'pending' before the processor is called. The
 * unique (subscription, period_start) is what makes a period chargeable at most once.
 */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    periodStart: timestamptz('period_start').notNull(),
    periodEnd: timestamptz('period_end').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    state: chargeState('state').notNull(),
    /** Attempt n of this period; its processor idempotency key ends in `:n`. */
    attempt: integer('attempt').notNull().default(1),
    gatewayChargeId: text('gateway_charge_id'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [unique('subscription_charges_period').on(table.subscriptionId, table.periodStart)],
);

export const chargeStatus = pgEnum('transaction_charge_status', [
  'succeeded',
  'failed',
  'refunded',
]);

/** Purchase history: every trial start, charge, failure and refund (amounts in minor units). */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    chargeId: uuid('charge_id').references(() => subscriptionCharges.id, { onDelete: 'set null' }),
    provider: billingProvider('provider').notNull(),
    chargeStatus: chargeStatus('charge_status').notNull(),
    isTrialPeriod: boolean('is_trial_period').notNull().default(false),
    purchaseDate: timestamptz('purchase_date').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull().default('GBP'),
    gatewayChargeId: text('gateway_charge_id'),
    /**
     * Set for imported or refunded rows so that a replay does not record them twice; a refund's
     * is `refund:<the processor's refund id>`, whoever records it (console or webhook).
     */
    externalId: text('external_id').unique(),
    /** A refund's payment: a payment's refunds never add up to more than its total. */
    refundOf: uuid('refund_of').references((): AnyPgColumn => transactions.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('transactions_user_idx').on(table.userId, table.purchaseDate),
    index('transactions_refund_of_idx').on(table.refundOf),
  ],
);

/** Processor webhook events already handled: a redelivery is acknowledged and ignored. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});
