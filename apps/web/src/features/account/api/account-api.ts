import {
  cancelSubscriptionEndpoint,
  removeCardEndpoint,
  updateCardEndpoint,
  type Card,
} from '@cadenza/domain';
import { callApi, callApiForEffect } from '../../../lib/api-client';
import type { toCardUpdatePayload } from '../card-update-schema';

/** `DELETE /api/subscriptions/{originalTransactionId}`: the answer is not read. */
export function cancelSubscription(originalTransactionId: string): Promise<void> {
  return callApiForEffect(cancelSubscriptionEndpoint, { params: { originalTransactionId } });
}

export function makeCardDefault(cardId: string): Promise<Card> {
  return callApi(updateCardEndpoint, { params: { id: cardId }, body: { default: true } });
}

export function updateCard(
  cardId: string,
  details: ReturnType<typeof toCardUpdatePayload>,
): Promise<Card> {
  return callApi(updateCardEndpoint, { params: { id: cardId }, body: details });
}

export function removeCard(cardId: string): Promise<void> {
  return callApi(removeCardEndpoint, { params: { id: cardId } });
}
