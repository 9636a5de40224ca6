import { piecePracticeEndpoint, type PiecePractice } from '@cadenza/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';

/**
 * `GET /api/me/pieces/{id}/practice`: a piece as the signed-in person keeps it (favourite,
 * where it was left, tempo, key and loop). Shared by the player, which restores and saves the
 * settings, and the library's favourite button.
 */
export const piecePracticeQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['piece-practice', productId],
    queryFn: ({ signal }): Promise<PiecePractice> =>
      callApi(piecePracticeEndpoint, { params: { id: productId }, signal }),
    // The player's parts each read it as the piece opens: one request. Saves update it here,
    // and another device's changes are read when the piece is opened after this has aged.
    staleTime: 30_000,
  });
