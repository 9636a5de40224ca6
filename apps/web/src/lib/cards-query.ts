import { cardListSchema, type Card } from '@cadenza/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** `GET /api/me/cards`: the saved cards (shared by the account pages and the card forms). */
export const cardsQueryOptions = queryOptions({
  queryKey: ['cards'],
  queryFn: ({ signal }): Promise<Card[]> =>
    apiFetch('/me/cards', { schema: cardListSchema, signal }),
});
