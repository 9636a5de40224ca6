import {
  NEWSLETTER_WEB_REFERRAL,
  newsletterSignupResponseSchema,
  type NewsletterSignupResponse,
} from '@cadenza/domain';
import { apiFetch } from '../../../lib/api-client';

export function signUpForNewsletter(email: string): Promise<NewsletterSignupResponse> {
  return apiFetch('/newsletter', {
    method: 'POST',
    body: { email, referral: NEWSLETTER_WEB_REFERRAL },
    schema: newsletterSignupResponseSchema,
  });
}
