import { addCardEndpoint, subscribeEndpoint, type Card } from '@cadenza/domain';
import { callApi, callApiForEffect } from '../../../lib/api-client';

/** `POST /api/me/cards`: the card becomes the default only when `makeDefault` is set. */
export function addCard(options: { token: string; makeDefault: boolean }): Promise<Card> {
  return callApi(addCardEndpoint, {
    body: { token: options.token, provider: 'stripe', default: options.makeDefault },
  });
}

/** A new card's token, or a saved card's id. */
export type PaymentSource = { token: string } | { cardId: string };

/** `POST /api/subscriptions`: the answer is not read; the user is refetched instead. */
export function subscribe(options: {
  source: PaymentSource;
  planId: string;
  referralCode: string | null;
}): Promise<void> {
  const { source, planId, referralCode } = options;
  return callApiForEffect(subscribeEndpoint, {
    body: { provider: 'stripe', ...source, planId, ...(referralCode ? { referralCode } : {}) },
  });
}
