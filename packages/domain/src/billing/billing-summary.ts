import { z } from 'zod';

export const billingProviders = ['stripe', 'apple', 'cadenza'] as const;
export type BillingProvider = (typeof billingProviders)[number];

/** Spec §3 Subscription. `discount` mirrors the card processor's shape. */
export const subscriptionSchema = z.object({
  id: z.uuid(),
  originalTransactionId: z.string(),
  status: z.enum(['active', 'past_due', 'expired']),
  isTrialPeriod: z.boolean(),
  provider: z.enum(billingProviders),
  planId: z.string().nullable(),
  expiryDate: z.iso.datetime(),
  cancellationDate: z.iso.datetime().nullable(),
  discount: z
    .object({ end: z.iso.datetime(), coupon: z.object({ percent_off: z.number().int() }) })
    .nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Spec §3 Transaction; `total` in minor units of `currency`. */
export const transactionSchema = z.object({
  id: z.uuid(),
  chargeStatus: z.enum(['succeeded', 'failed', 'refunded']),
  isTrialPeriod: z.boolean(),
  provider: z.enum(billingProviders),
  purchaseDate: z.iso.datetime(),
  total: z.number().int(),
  currency: z.string().length(3),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** Spec §3 Card. */
export const cardSchema = z.object({
  id: z.uuid(),
  brand: z.string(),
  last4: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  addressLine1: z.string().nullable(),
  addressCity: z.string().nullable(),
  addressZip: z.string().nullable(),
  addressCountry: z.string().nullable(),
  isDefault: z.boolean(),
});
export type Card = z.infer<typeof cardSchema>;
export const cardListSchema = z.array(cardSchema);

/** What `GET /api/me` adds to the user (spec §3 User). */
export const billingSummarySchema = z.object({
  subscriptions: z.array(subscriptionSchema),
  transactions: z.array(transactionSchema),
  cards: z.array(cardSchema),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;
