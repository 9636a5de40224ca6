import { z } from 'zod';

export const featureFlagsSchema = z.object({
  video: z.boolean(),
  'multiple-videos': z.boolean(),
  stripe: z.boolean(),
  payments: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export const stripePlanSchema = z.object({
  id: z.string(),
  /** Monthly price in minor units (pence, cents). */
  price: z.number().int().nonnegative(),
  currency: z.string().length(3),
  countryCode: z.string().length(2),
});
export type StripePlan = z.infer<typeof stripePlanSchema>;

export const regionSchema = z.object({ name: z.string(), abbreviation: z.string() });
export const countrySchema = z.object({
  name: z.string(),
  alpha2: z.string().length(2),
  regions: z.array(regionSchema),
});
export type Country = z.infer<typeof countrySchema>;

export const configQuerySchema = z
  .object({
    countries: z.enum(['true', 'false']).optional(),
    countryAlpha2: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
      .optional(),
  })
  .strict();

export const configResponseSchema = z.object({
  stripePlan: stripePlanSchema,
  featureFlags: featureFlagsSchema,
  stripePublishableKey: z.string(),
  facebookAppId: z.string(),
  /**
   * Facebook sign-in goes through the server's sandbox login window (no Facebook app secret,
   * never in production) rather than Facebook itself.
   */
  facebookSandbox: z.boolean().default(false),
  /** Which card form the web app shows: the sandbox's own fields, or Stripe Elements. */
  paymentGateway: z.enum(['sandbox', 'stripe']).default('sandbox'),
  countries: z.array(countrySchema).optional(),
});
export type AppConfig = z.infer<typeof configResponseSchema>;
