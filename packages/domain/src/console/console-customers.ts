import { z } from 'zod';
import { userRoles } from '../accounts/credentials.js';
import { billingProviders } from '../billing/billing-summary.js';

export const CUSTOMERS_PAGE_SIZE = 25;
export const CUSTOMER_EMAILS_PAGE_SIZE = 25;
/** The longest one extension of a trial, and the most months one grant gives. */
export const MAX_TRIAL_EXTENSION_DAYS = 90;
export const MAX_GRANTED_MONTHS = 12;
/** A refund's ceiling before the payment's own (minor units): keeps typos out of the ledger. */
export const MAX_REFUND_MINOR_UNITS = 10_000_000;

const isoTime = z.iso.datetime({ offset: true });

/** `?q=&page=`: by email or first name, any part of either, in any case; all without `q`. */
export const customerSearchQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    page: z.coerce.number().int().min(1).max(100_000).optional(),
  })
  .strict();
export type CustomerSearchQuery = z.infer<typeof customerSearchQuerySchema>;

export const subscriptionStatuses = [
  'incomplete',
  'active',
  'past_due',
  'expired',
  'incomplete_expired',
] as const;

export const customerSummarySchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  role: z.enum(userRoles),
  createdAt: isoTime,
  /** The newest subscription, if any. */
  subscription: z
    .object({
      status: z.enum(subscriptionStatuses),
      isTrialPeriod: z.boolean(),
      provider: z.enum(billingProviders),
      cancellationDate: isoTime.nullable(),
    })
    .nullable(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerSearchPageSchema = z.object({
  items: z.array(customerSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type CustomerSearchPage = z.infer<typeof customerSearchPageSchema>;

/** Which actions the subscription allows now (the server's own checks, answered ahead). */
export const subscriptionActionsSchema = z.object({
  extendTrial: z.boolean(),
  grantMonths: z.boolean(),
  cancelAtPeriodEnd: z.boolean(),
  cancelNow: z.boolean(),
});
export type SubscriptionActions = z.infer<typeof subscriptionActionsSchema>;

/** A subscription as an operator needs it: its raw state, not the customer's simplified one. */
export const customerSubscriptionSchema = z.object({
  id: z.uuid(),
  originalTransactionId: z.string(),
  provider: z.enum(billingProviders),
  status: z.enum(subscriptionStatuses),
  isTrialPeriod: z.boolean(),
  planId: z.string().nullable(),
  /** The monthly price (minor units) before any discount. */
  amount: z.number().int(),
  currency: z.string(),
  periodStart: isoTime,
  /** The end of what is paid for, or of the trial: the customer's expiry date. */
  periodEnd: isoTime,
  trialEnd: isoTime.nullable(),
  cancellationDate: isoTime.nullable(),
  offerCode: z.string().nullable(),
  discount: z.object({ percentOff: z.number().int(), end: isoTime }).nullable(),
  createdAt: isoTime,
  actions: subscriptionActionsSchema,
});
export type CustomerSubscription = z.infer<typeof customerSubscriptionSchema>;

export const customerTransactionSchema = z.object({
  id: z.uuid(),
  /** trial start, card payment, refund, or declined attempt. */
  kind: z.enum(['trial', 'charge', 'refund', 'failed']),
  provider: z.enum(billingProviders),
  purchaseDate: isoTime,
  /** Minor units of `currency`; a refund's is the amount given back. */
  total: z.number().int(),
  currency: z.string(),
  subscriptionId: z.uuid().nullable(),
  /** A refund's payment. */
  refundOf: z.uuid().nullable(),
  /** A payment's refunds so far, and what may still be refunded (0 when none may). */
  refunded: z.number().int().nonnegative(),
  refundable: z.number().int().nonnegative(),
});
export type CustomerTransaction = z.infer<typeof customerTransactionSchema>;

/** Brand, last four digits and expiry: nothing more of a card is ever shown. */
export const customerCardSchema = z.object({
  id: z.uuid(),
  brand: z.string(),
  last4: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  isDefault: z.boolean(),
});
export type CustomerCard = z.infer<typeof customerCardSchema>;

/** A live session (no device is recorded at sign-in). */
export const customerSessionSchema = z.object({
  id: z.uuid(),
  createdAt: isoTime,
  lastSeenAt: isoTime,
  expiresAt: isoTime,
});
export type CustomerSession = z.infer<typeof customerSessionSchema>;

export const customerDetailSchema = z.object({
  customer: z.object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string().nullable(),
    role: z.enum(userRoles),
    createdAt: isoTime,
    isFreeTrialAvailable: z.boolean(),
  }),
  subscriptions: z.array(customerSubscriptionSchema),
  transactions: z.array(customerTransactionSchema),
  cards: z.array(customerCardSchema),
  sessions: z.array(customerSessionSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const customerEmailSchema = z.object({
  id: z.uuid(),
  template: z.string(),
  subject: z.string(),
  status: z.enum(['queued', 'sent']),
  createdAt: isoTime,
  sentAt: isoTime.nullable(),
  /** Null when it can be sent again; else why not. */
  resendRefusal: z.string().nullable(),
});
export type CustomerEmail = z.infer<typeof customerEmailSchema>;

export const customerEmailsQuerySchema = z
  .object({ page: z.coerce.number().int().min(1).max(100_000).optional() })
  .strict();

export const customerEmailsPageSchema = z.object({
  items: z.array(customerEmailSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type CustomerEmailsPage = z.infer<typeof customerEmailsPageSchema>;

export const customerParamsSchema = z.object({ customerId: z.uuid() });
export const customerSubscriptionParamsSchema = customerParamsSchema.extend({
  subscriptionId: z.uuid(),
});
export const customerTransactionParamsSchema = customerParamsSchema.extend({
  transactionId: z.uuid(),
});
export const customerEmailParamsSchema = customerParamsSchema.extend({ emailId: z.uuid() });

/**
 * Made once per action by the client (when its dialog opens) and sent again with every retry
 * of it: the server carries an action out once per key.
 */
export const idempotencyKeySchema = z.uuid('must be a UUID made once for this action');

const wholeNumber = (noun: string, max: number) =>
  z
    .number(`must be a number of ${noun}`)
    .int(`must be a whole number of ${noun}`)
    .min(1, `must be at least 1`)
    .max(max, `must be at most ${String(max)}`);

export const extendTrialRequestSchema = z
  .object({
    idempotencyKey: idempotencyKeySchema,
    days: wholeNumber('days', MAX_TRIAL_EXTENSION_DAYS),
  })
  .strict();
export type ExtendTrialRequest = z.infer<typeof extendTrialRequestSchema>;

export const grantMonthsRequestSchema = z
  .object({
    idempotencyKey: idempotencyKeySchema,
    months: wholeNumber('months', MAX_GRANTED_MONTHS),
  })
  .strict();
export type GrantMonthsRequest = z.infer<typeof grantMonthsRequestSchema>;

export const cancelWhens = ['period-end', 'now'] as const;
export type CancelWhen = (typeof cancelWhens)[number];

export const cancelSubscriptionRequestSchema = z
  .object({
    idempotencyKey: idempotencyKeySchema,
    when: z.enum(cancelWhens, 'must be period-end or now'),
  })
  .strict();
export type CancelSubscriptionRequest = z.infer<typeof cancelSubscriptionRequestSchema>;

export const refundRequestSchema = z
  .object({
    idempotencyKey: idempotencyKeySchema,
    /** Minor units of the payment's currency. */
    amount: wholeNumber('minor units (cents, pence)', MAX_REFUND_MINOR_UNITS),
  })
  .strict();
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** Resending an email and ending every session need nothing but the key. */
export const keyedActionRequestSchema = z.object({ idempotencyKey: idempotencyKeySchema }).strict();
export type KeyedActionRequest = z.infer<typeof keyedActionRequestSchema>;
