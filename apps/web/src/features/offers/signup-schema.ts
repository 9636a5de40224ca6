import { credentialMessages, emailSchema, passwordSchema } from '@cadenza/domain';
import { z } from 'zod';
import { offerMessages as m } from './offer-messages';

/**
 * Spec §5 signup form: Facebook or email; email and password by the domain's rules; the
 * terms are required, marketing consents optional.
 */
export const signupFormSchema = z
  .object({
    useFacebook: z.boolean(),
    email: z.string(),
    password: z.string(),
    terms: z.boolean(),
    marketing: z.boolean(),
    thirdPartyMarketing: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (!values.terms) ctx.addIssue({ code: 'custom', path: ['terms'], message: m.termsRequired });
    if (values.useFacebook) return;
    if (values.email.trim() === '' && values.password === '') {
      ctx.addIssue({ code: 'custom', path: ['useFacebook'], message: m.chooseFacebookOrEmail });
    }
    const email = emailSchema.safeParse(values.email);
    if (!email.success) {
      const message = email.error.issues[0]?.message ?? credentialMessages.emailInvalid;
      ctx.addIssue({ code: 'custom', path: ['email'], message });
    }
    const password = passwordSchema.safeParse(values.password);
    if (!password.success) {
      const message = password.error.issues[0]?.message ?? credentialMessages.passwordRequired;
      ctx.addIssue({ code: 'custom', path: ['password'], message });
    }
  });
export type SignupFormValues = z.input<typeof signupFormSchema>;

export const emptySignupForm: SignupFormValues = {
  useFacebook: false,
  email: '',
  password: '',
  terms: false,
  marketing: false,
  thirdPartyMarketing: false,
};
