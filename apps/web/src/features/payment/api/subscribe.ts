import { subscribeEndpoint } from '@cadenza/domain';
import { callApiForEffect } from '../../../lib/api-client';

/** `POST /api/subscriptions`: the answer is not read; the user is refetched instead. */
export function subscribe(options: {
  token: string;
  planId: string;
  referralCode: string | null;
}): Promise<void> {
  const { token, planId, referralCode } = options;
  return callApiForEffect(subscribeEndpoint, {
    body: { provider: 'stripe', token, planId, ...(referralCode ? { referralCode } : {}) },
  });
}
