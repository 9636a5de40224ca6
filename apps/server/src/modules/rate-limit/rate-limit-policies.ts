export interface RateLimitPolicy {
  /** Names the counter: one policy, one scope. */
  scope: string;
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * How many attempts we allow. Per-account limits stop guessing one password from many
 * addresses; per-IP limits stop one client trying many accounts. Every account limit is
 * keyed by the email as typed, registered or not, so the limit itself reveals nothing.
 */
export const rateLimitPolicies = {
  /** Failed password checks for one account; a successful sign-in clears it. */
  signInAccount: { scope: 'sign-in:account', limit: 10, windowSeconds: 15 * MINUTE },
  /** Every sign-in attempt from one address, successful or not. */
  signInIp: { scope: 'sign-in:ip', limit: 50, windowSeconds: 15 * MINUTE },
  /** Each reset request sends an email: few per account, a few more per address. */
  resetRequestAccount: { scope: 'reset-request:account', limit: 5, windowSeconds: HOUR },
  resetRequestIp: { scope: 'reset-request:ip', limit: 20, windowSeconds: HOUR },
  resetAccount: { scope: 'reset:account', limit: 10, windowSeconds: 15 * MINUTE },
  resetIp: { scope: 'reset:ip', limit: 30, windowSeconds: 15 * MINUTE },
  setupAccount: { scope: 'setup:account', limit: 10, windowSeconds: 15 * MINUTE },
  setupIp: { scope: 'setup:ip', limit: 30, windowSeconds: 15 * MINUTE },
  /** `GET /api/emails` tells whether an address is registered (the spec wants it to). */
  emailLookupIp: { scope: 'email-lookup:ip', limit: 60, windowSeconds: 15 * MINUTE },
  /** Newsletter sign-ups send confirmation emails to addresses nobody has proven. */
  newsletterEmail: { scope: 'newsletter:email', limit: 3, windowSeconds: 24 * HOUR },
  newsletterIp: { scope: 'newsletter:ip', limit: 20, windowSeconds: HOUR },
  /** Signups from one address; each one creates a processor customer. */
  signupIp: { scope: 'signup:ip', limit: 20, windowSeconds: HOUR },
  /**
   * Analytics batches from one address: a page sends one every 10 s at most, and many people
   * may share an address (an office, a school), so only a flood is refused.
   */
  analyticsIp: { scope: 'analytics:ip', limit: 600, windowSeconds: 5 * MINUTE },
} as const satisfies Record<string, RateLimitPolicy>;
