import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './credentials.js';
import { newsletterMessages } from './messages.js';

/** The referral tag the web sign-up form sends (spec §3 Newsletter form). */
export const NEWSLETTER_WEB_REFERRAL = 'Webv2';

const newsletterEmailSchema = z
  .string({ message: newsletterMessages.emailRequired })
  .trim()
  .min(1, newsletterMessages.emailRequired)
  .max(EMAIL_MAX_LENGTH, newsletterMessages.emailInvalid)
  .pipe(z.email({ message: newsletterMessages.emailInvalid }));

/** `POST /api/newsletter`: double opt-in, so the answer is the same for every address. */
export const newsletterSignupSchema = z
  .object({
    email: newsletterEmailSchema,
    firstName: z.string().trim().max(100).optional(),
    referral: z.string().trim().min(1).max(50).default(NEWSLETTER_WEB_REFERRAL),
  })
  .strict();
export type NewsletterSignup = z.input<typeof newsletterSignupSchema>;

export const newsletterSignupResponseSchema = z.object({
  result: z.literal('success'),
  msg: z.string(),
});
export type NewsletterSignupResponse = z.infer<typeof newsletterSignupResponseSchema>;
