import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap keeps hashing cheap and bounded. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

export const userRoles = ['admin', 'publisher', 'ordinary'] as const;
export type UserRole = (typeof userRoles)[number];

export const credentialMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email format is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be 8 characters or more',
  passwordTooLong: `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer`,
} as const;

export const emailSchema = z
  .string({ message: credentialMessages.emailRequired })
  .trim()
  .min(1, credentialMessages.emailRequired)
  .max(EMAIL_MAX_LENGTH, credentialMessages.emailInvalid)
  .pipe(z.email({ message: credentialMessages.emailInvalid }));

export const passwordSchema = z
  .string({ message: credentialMessages.passwordRequired })
  .min(1, credentialMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, credentialMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, credentialMessages.passwordTooLong);
