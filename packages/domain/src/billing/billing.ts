import { z } from 'zod';
import { consentsSchema } from '../accounts/user.js';
import { emailSchema, passwordSchema } from '../accounts/credentials.js';
import { facebookTokenSchema } from '../accounts/sessions.js';

export * from './billing-summary.js';

/** A card token from the card form (sandbox `tok_…`, or Stripe's `tok_…`/`pm_…`). */
export const cardTokenSchema = z
  .string()
  .trim()
  .regex(/^(tok|pm)_[A-Za-z0-9_]{6,250}$/, 'is not a card token');

export const paymentSchema = z
  .object({
    provider: z.literal('stripe'),
    token: cardTokenSchema,
    planId: z.string().min(1).max(64),
  })
  .strict();

/** `POST /api/users`: the account, its card and its trial in one go (spec §7). */
export const signupRequestSchema = z
  .object({
    email: emailSchema.optional(),
    password: passwordSchema.optional(),
    facebookToken: facebookTokenSchema.optional(),
    referralCode: z.string().trim().max(64).optional(),
    consents: consentsSchema.partial().optional(),
    useFacebook: z.boolean().optional(),
    payment: paymentSchema,
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.facebookToken !== undefined) return;
    if (body.email === undefined)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Email is required' });
    if (body.password === undefined)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password is required' });
  });
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/**
 * `POST /api/subscriptions`: a new card (`token`) or a saved one (`cardId`) pays; with
 * neither, the default card.
 */
export const subscribeRequestSchema = z
  .object({
    provider: z.literal('stripe'),
    token: cardTokenSchema.optional(),
    cardId: z.uuid().optional(),
    planId: z.string().min(1).max(64),
    referralCode: z.string().trim().max(64).optional(),
  })
  .strict()
  .refine((body) => !(body.token && body.cardId), {
    path: ['cardId'],
    message: 'pay with a new card or a saved card, not both',
  });
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/**
 * `POST /api/me/cards`. The new card becomes the default only when `default` is true (the
 * person ticked it), or when it is the account's only card.
 */
export const addCardRequestSchema = z
  .object({
    token: cardTokenSchema,
    provider: z.literal('stripe'),
    default: z.boolean().optional(),
  })
  .strict();
export type AddCardRequest = z.infer<typeof addCardRequestSchema>;

const currentCentury = 2000;
export const cardDetailsUpdateSchema = z
  .object({
    expMonth: z.number().int().min(1).max(12),
    expYear: z
      .number()
      .int()
      .min(currentCentury)
      .max(currentCentury + 99),
    addressZip: z.string().trim().min(1).max(20),
    addressLine1: z.string().trim().min(1).max(200),
    addressCity: z.string().trim().min(1).max(100),
    addressCountry: z.string().trim().min(2).max(56),
  })
  .strict();

/** `PUT /api/me/cards/{id}`: make it the default, or change its expiry and address. */
export const updateCardRequestSchema = z.union([
  z.object({ default: z.literal(true) }).strict(),
  cardDetailsUpdateSchema,
]);
export type UpdateCardRequest = z.infer<typeof updateCardRequestSchema>;

export const cardParamsSchema = z.object({ id: z.uuid() });
export const subscriptionParamsSchema = z.object({
  originalTransactionId: z.string().min(1).max(128),
});
