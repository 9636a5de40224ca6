import {
  addFavouriteEndpoint,
  addSetlistPieceEndpoint,
  createSetlistEndpoint,
  deleteSetlistEndpoint,
  favouritesEndpoint,
  practiceTimeEndpoint,
  recentPiecesEndpoint,
  removeFavouriteEndpoint,
  setlistEndpoint,
  setlistsEndpoint,
  updateSetlistEndpoint,
  type PiecePractice,
  type Setlist,
  type UpdateSetlistRequest,
} from '@cadenza/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi, callApiForEffect } from '../../../lib/api-client';
import { piecePracticeQueryOptions } from '../../../lib/piece-practice-api';

/** Items per page of the library's lists. */
export const LIBRARY_PAGE_SIZE = 20;

const pageQuery = (page: number) => ({
  from: (Math.max(1, page) - 1) * LIBRARY_PAGE_SIZE,
  size: LIBRARY_PAGE_SIZE,
});

export const libraryQueries = {
  favourites: (page: number) =>
    queryOptions({
      queryKey: ['library', 'favourites', page],
      queryFn: ({ signal }) => callApi(favouritesEndpoint, { query: pageQuery(page), signal }),
    }),
  recent: (page: number) =>
    queryOptions({
      queryKey: ['library', 'recent', page],
      queryFn: ({ signal }) => callApi(recentPiecesEndpoint, { query: pageQuery(page), signal }),
    }),
  setlists: (page: number) =>
    queryOptions({
      queryKey: ['library', 'setlists', page],
      queryFn: ({ signal }) => callApi(setlistsEndpoint, { query: pageQuery(page), signal }),
    }),
  /** Every setlist the add-to-setlist menu offers (the first hundred). */
  allSetlists: () =>
    queryOptions({
      queryKey: ['library', 'setlists', 'all'],
      queryFn: ({ signal }) => callApi(setlistsEndpoint, { query: { from: 0, size: 100 }, signal }),
    }),
  setlist: (id: string) =>
    queryOptions({
      queryKey: ['setlist', id],
      queryFn: ({ signal }) => callApi(setlistEndpoint, { params: { id }, signal }),
    }),
  practiceTime: (days: number, offsetMinutes: number) =>
    queryOptions({
      queryKey: ['library', 'practice-time', days, offsetMinutes],
      queryFn: ({ signal }) =>
        callApi(practiceTimeEndpoint, {
          query: { days, utcOffsetMinutes: offsetMinutes },
          signal,
        }),
    }),
};

/** Marks or unmarks a favourite; the piece's cached state follows, and the lists are asked again. */
export async function setFavourite(
  queryClient: QueryClient,
  productId: string,
  isFavourite: boolean,
): Promise<void> {
  if (isFavourite) await callApiForEffect(addFavouriteEndpoint, { params: { id: productId } });
  else await callApiForEffect(removeFavouriteEndpoint, { params: { id: productId } });
  queryClient.setQueryData(
    piecePracticeQueryOptions(productId).queryKey,
    (practice: PiecePractice | undefined) => (practice ? { ...practice, isFavourite } : practice),
  );
  await queryClient.invalidateQueries({ queryKey: ['library', 'favourites'] });
}

/** After any change to a setlist: it and the lists of setlists are asked again. */
async function afterSetlistChange(queryClient: QueryClient, setlist?: Setlist): Promise<void> {
  if (setlist) queryClient.setQueryData(libraryQueries.setlist(setlist.id).queryKey, setlist);
  await queryClient.invalidateQueries({ queryKey: ['library', 'setlists'] });
}

export async function createSetlist(
  queryClient: QueryClient,
  request: { title: string; productIds?: string[] },
): Promise<Setlist> {
  const setlist = await callApi(createSetlistEndpoint, { body: request });
  await afterSetlistChange(queryClient, setlist);
  return setlist;
}

export async function updateSetlist(
  queryClient: QueryClient,
  id: string,
  request: UpdateSetlistRequest,
): Promise<Setlist> {
  const setlist = await callApi(updateSetlistEndpoint, { params: { id }, body: request });
  await afterSetlistChange(queryClient, setlist);
  return setlist;
}

export async function addPieceToSetlist(
  queryClient: QueryClient,
  id: string,
  productId: string,
): Promise<Setlist> {
  const setlist = await callApi(addSetlistPieceEndpoint, { params: { id }, body: { productId } });
  await afterSetlistChange(queryClient, setlist);
  return setlist;
}

export async function deleteSetlist(queryClient: QueryClient, id: string): Promise<void> {
  await callApiForEffect(deleteSetlistEndpoint, { params: { id } });
  queryClient.removeQueries({ queryKey: libraryQueries.setlist(id).queryKey });
  await afterSetlistChange(queryClient);
}
