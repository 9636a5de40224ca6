import { cardSchema, type Card } from '@cadenza/domain';
import { apiFetch } from '../../../lib/api-client';
import type { toCardUpdatePayload } from '../card-update-schema';

/** `DELETE /api/subscriptions/{originalTransactionId}`: the answer is not read. */
export function cancelSubscription(originalTransactionId: string): Promise<void> {
  return apiFetch(`/subscriptions/${encodeURIComponent(originalTransactionId)}`, {
    method: 'DELETE',
  });
}

export function makeCardDefault(cardId: string): Promise<Card> {
  return apiFetch(`/me/cards/${encodeURIComponent(cardId)}`, {
    method: 'PUT',
    body: { default: true },
    schema: cardSchema,
  });
}

export function updateCard(
  cardId: string,
  details: ReturnType<typeof toCardUpdatePayload>,
): Promise<Card> {
  return apiFetch(`/me/cards/${encodeURIComponent(cardId)}`, {
    method: 'PUT',
    body: details,
    schema: cardSchema,
  });
}

export function removeCard(cardId: string): Promise<void> {
  return apiFetch(`/me/cards/${encodeURIComponent(cardId)}`, { method: 'DELETE' });
}
