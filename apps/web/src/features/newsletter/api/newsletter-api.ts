import {
  NEWSLETTER_WEB_REFERRAL,
  newsletterSignupEndpoint,
  type NewsletterSignupResponse,
} from '@cadenza/domain';
import { callApi } from '../../../lib/api-client';

export function signUpForNewsletter(email: string): Promise<NewsletterSignupResponse> {
  return callApi(newsletterSignupEndpoint, { body: { email, referral: NEWSLETTER_WEB_REFERRAL } });
}
