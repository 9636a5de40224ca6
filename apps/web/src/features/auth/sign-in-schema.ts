import { credentialMessages, emailSchema } from '@cadenza/domain';
import { z } from 'zod';

/** Spec §5 sign-in form: email required and well formed, password required. */
export const signInFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, credentialMessages.passwordRequired),
});
export type SignInFormValues = z.input<typeof signInFormSchema>;
