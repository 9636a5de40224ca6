import { z } from 'zod';
import { emailSchema, passwordSchema } from './credentials.js';
import { accountFieldMessages } from './messages.js';
import { consentsSchema, userSchema } from './user.js';

/** Reset and setup tokens are 43 base64url characters; anything far longer is not ours. */
export const tokenParamsSchema = z.object({ token: z.string().min(1).max(128) }).strict();

/** `POST /api/password-resets`: sends a reset link when the email is registered. */
export const passwordResetRequestSchema = z.object({ email: emailSchema }).strict();

/** `POST /api/password-resets/{token}` (spec §3 Password reset). */
export const passwordResetSchema = z
  .object({ email: emailSchema, password: passwordSchema })
  .strict();

/** Terms are accepted by submitting the form, so the client always sends `terms: true`. */
export const setupConsentsSchema = z
  .object({
    terms: z.literal(true, { message: accountFieldMessages.termsRequired }),
    marketing: z.boolean().default(false),
    thirdPartyMarketing: z.boolean().optional(),
  })
  .strict();

/** `POST /api/password-setups/{token}`: only consents and password are sent (spec §3). */
export const passwordSetupSchema = z
  .object({ password: passwordSchema, consents: setupConsentsSchema })
  .strict();
export type PasswordSetupRequest = z.infer<typeof passwordSetupSchema>;

/**
 * The setup answer: the user with consents and `updatedAt`, plus the new session's
 * `accessToken` (setting a password signs the user in). Never a password or its hash.
 */
export const passwordSetupResponseSchema = userSchema.extend({
  consents: consentsSchema,
  updatedAt: z.iso.datetime({ offset: true }),
  accessToken: z.string(),
});
export type PasswordSetupResponse = z.infer<typeof passwordSetupResponseSchema>;
