import {
  NEWSLETTER_WEB_REFERRAL,
  newsletterSignupEndpoint,
  type NewsletterSignupResponse,
} from '@cadenza/domain';
import { callApi } from '../../../lib/api-client';

/** Signs up with the web referral tag (spec: 'Webv2'). */
export function signUpForNewsletter(signup: {
  email: string;
  firstName?: string | undefined;
}): Promise<NewsletterSignupResponse> {
  return callApi(newsletterSignupEndpoint, {
    body: {
      email: signup.email,
      ...(signup.firstName ? { firstName: signup.firstName } : {}),
      referral: NEWSLETTER_WEB_REFERRAL,
    },
  });
}
