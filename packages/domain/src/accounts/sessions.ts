import { z } from 'zod';
import { emailSchema, PASSWORD_MAX_LENGTH, credentialMessages } from './credentials.js';
import { accountFieldMessages } from './messages.js';

/** Facebook access tokens are a few hundred characters; the cap bounds what we forward. */
export const FACEBOOK_TOKEN_MAX_LENGTH = 4096;

export const facebookTokenSchema = z.string().trim().min(1).max(FACEBOOK_TOKEN_MAX_LENGTH);

/** Signing in checks a stored password: any length up to the cap, never hashed beyond it. */
const signInPasswordSchema = z
  .string({ message: credentialMessages.passwordRequired })
  .min(1, credentialMessages.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, credentialMessages.passwordTooLong);

/** `POST /api/sessions`: email and password, or a Facebook access token (spec §7). */
export const signInRequestSchema = z
  .object({
    email: emailSchema.optional(),
    password: signInPasswordSchema.optional(),
    facebookToken: facebookTokenSchema.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.facebookToken !== undefined) {
      if (body.email !== undefined || body.password !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['facebookToken'],
          message: accountFieldMessages.credentialsMissing,
        });
      }
      return;
    }
    if (body.email === undefined) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: credentialMessages.emailRequired });
    }
    if (body.password === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: credentialMessages.passwordRequired,
      });
    }
  });
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** The session: `accessToken` is for clients that send `Authorization: Bearer`. */
export const sessionResponseSchema = z.object({
  id: z.uuid(),
  accessToken: z.string(),
  email: z.string(),
  facebookId: z.string().nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Cookie names the web client reads (`isAuthenticated`) or only sends (`session`). */
export const SESSION_COOKIE = 'session';
export const IS_AUTHENTICATED_COOKIE = 'isAuthenticated';
