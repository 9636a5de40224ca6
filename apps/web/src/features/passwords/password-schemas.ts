import { emailSchema, PASSWORD_MIN_LENGTH, passwordSchema } from '@cadenza/domain';
import { z } from 'zod';
import { passwordMessages as m } from './password-messages';

/** Spec §5 reset enquiry: email required and well formed. */
export const resetEnquirySchema = z.object({ email: emailSchema });
export type ResetEnquiryValues = z.input<typeof resetEnquirySchema>;

/** Spec §5 reset password (the email comes from the enquiry or the URL). */
export const resetPasswordSchema = z.object({ email: emailSchema, password: passwordSchema });
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

/** Spec §5 set password: the password rules, plus a confirmation that matches. */
export const setPasswordSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z
      .string()
      .min(1, m.confirmationRequired)
      .min(PASSWORD_MIN_LENGTH, m.confirmationTooShort),
    marketing: z.boolean(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: m.confirmationMismatch,
    path: ['confirmPassword'],
  });
export type SetPasswordValues = z.input<typeof setPasswordSchema>;
