import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The offline card processor (PAYMENT_GATEWAY=sandbox). Its state is in the database, like
 * the real processor's is on its side, so every API process and worker sees the same cards.
 * Only the processor's published test numbers are accepted, so no real card data lands here.
 */
export const sandboxTokens = pgTable('sandbox_tokens', {
  id: text('id').primaryKey(),
  /** A published test number (see sandbox test cards); real numbers are refused. */
  number: text('number').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  address: jsonb('address').$type<Record<string, string | undefined>>().notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** A deleted customer's cards are detached and no card can be attached to it. */
  deletedAt: timestamptz('deleted_at'),
});

export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').references(() => sandboxCustomers.id),
  number: text('number').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  address: jsonb('address').$type<Record<string, string | undefined>>().notNull(),
  isDetached: boolean('is_detached').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** The sandbox's ledger: one row per idempotency key, replayed for a repeated key. */
export const sandboxCharges = pgTable('sandbox_charges', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  customerId: text('customer_id').notNull(),
  paymentMethodId: text('payment_method_id').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
  failureCode: text('failure_code'),
  failureMessage: text('failure_message'),
  amountRefunded: integer('amount_refunded').notNull().default(0),
  createdAt: timestamptz('created_at')
    .notNull()
    .default(sql`now()`),
});

/** The sandbox's refunds: one per idempotency key, never more in all than the charge. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  chargeId: text('charge_id')
    .notNull()
    .references(() => sandboxCharges.id),
  amount: integer('amount').notNull(),
  createdAt: timestamptz('created_at')
    .notNull()
    .default(sql`now()`),
});
