import { apiFetch } from '../../../lib/api-client';

/** `POST /api/subscriptions`: the answer is not read; the user is refetched instead. */
export function subscribe(options: {
  token: string;
  planId: string;
  referralCode: string | null;
}): Promise<void> {
  const { token, planId, referralCode } = options;
  return apiFetch('/subscriptions', {
    method: 'POST',
    body: { provider: 'stripe', token, planId, ...(referralCode ? { referralCode } : {}) },
  });
}
