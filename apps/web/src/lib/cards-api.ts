import { listCardsEndpoint, type Card } from '@cadenza/domain';
import { isExpiryInPast } from '@cadenza/domain/rules';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';

/** `GET /api/me/cards`: the saved cards (shared by the account pages and the card forms). */
export const cardsQueryOptions = queryOptions({
  queryKey: ['cards'],
  queryFn: ({ signal }): Promise<Card[]> => callApi(listCardsEndpoint, { signal }),
});

/** 'Visa •••• 4242': how a saved card is named wherever it is listed or offered. */
export function cardLabel(card: Pick<Card, 'brand' | 'last4'>): string {
  return `${card.brand} •••• ${card.last4}`;
}

/** The saved card a payment can use: the default one, unless its expiry month is past. */
export function payableSavedCard(cards: readonly Card[] | undefined, now: Date): Card | undefined {
  const card = cards?.find((saved) => saved.isDefault);
  if (!card) return undefined;
  return isExpiryInPast({ expMonth: card.expiryMonth, expYear: card.expiryYear }, now)
    ? undefined
    : card;
}
