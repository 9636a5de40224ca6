import { listCardsEndpoint, type Card } from '@cadenza/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';

/** `GET /api/me/cards`: the saved cards (shared by the account pages and the card forms). */
export const cardsQueryOptions = queryOptions({
  queryKey: ['cards'],
  queryFn: ({ signal }): Promise<Card[]> => callApi(listCardsEndpoint, { signal }),
});
