import { addCardEndpoint, subscribeEndpoint, type Card } from '@cadenza/domain';
import { callApi, callApiForEffect } from '../../../lib/api-client';

/** `POST /api/me/cards`: the card becomes the user's default. */
export function addCard(token: string): Promise<Card> {
  return callApi(addCardEndpoint, { body: { token, provider: 'stripe' } });
}

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
