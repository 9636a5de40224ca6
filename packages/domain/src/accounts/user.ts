import { z } from 'zod';
import { billingSummarySchema } from '../billing/billing-summary.js';
import { userRoles } from './credentials.js';

/**
 * The signed-in user as `GET /api/me` answers it (spec §3 User). The billing issue extends
 * this object with subscriptions, transactions and cards; nothing here stands in for them.
 */
export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  facebookId: z.string().nullable(),
  role: z.enum(userRoles),
  referralCode: z.string().nullable(),
  isFreeTrialAvailable: z.boolean(),
  /** When set the user is a multi-session basic user (spec §6). */
  maxConcurrentSessions: z.number().int().positive().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** `GET /api/me`: the user with its subscriptions, transactions and cards (billing). */
export const meResponseSchema = userSchema.extend(billingSummarySchema.shape);
export type MeResponse = z.infer<typeof meResponseSchema>;

/** Which consents the user has given; the time each was given is kept on the server. */
export const consentsSchema = z.object({
  terms: z.boolean(),
  marketing: z.boolean(),
  thirdPartyMarketing: z.boolean(),
});
export type Consents = z.infer<typeof consentsSchema>;
