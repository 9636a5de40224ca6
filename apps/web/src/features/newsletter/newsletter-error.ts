import { newsletterMessages } from '@cadenza/domain';
import { ApiRequestError } from '../../lib/api-client';

/**
 * Spec §8: the server's message on the email field, or 'Error submitting subscription form'
 * when there is none to show (no answer, or a server fault whose text is not for users).
 */
export function newsletterErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError) || !error.data || error.status >= 500) {
    return newsletterMessages.submitFailed;
  }
  const emailError = error.fieldErrors.find((fieldError) => fieldError.field === 'email');
  return emailError?.message ?? error.data.message;
}
