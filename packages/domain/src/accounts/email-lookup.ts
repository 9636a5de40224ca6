import { z } from 'zod';
import { emailSchema } from './credentials.js';
import { accountFieldMessages } from './messages.js';
import { facebookTokenSchema } from './sessions.js';

/** `GET /api/emails?email=` or `?facebookToken=`: 200 when registered, 404 when free. */
export const emailLookupQuerySchema = z
  .object({ email: emailSchema.optional(), facebookToken: facebookTokenSchema.optional() })
  .strict()
  .refine((query) => (query.email === undefined) !== (query.facebookToken === undefined), {
    message: accountFieldMessages.lookupMissing,
    path: ['email'],
  });
export type EmailLookupQuery = z.infer<typeof emailLookupQuerySchema>;

export const emailLookupResponseSchema = z.object({ registered: z.literal(true) });
