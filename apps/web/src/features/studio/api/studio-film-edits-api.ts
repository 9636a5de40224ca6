import {
  endpointPath,
  removeStudioFilmEndpoint,
  saveStudioFilmSyncEndpoint,
  studioFilmAudioEndpoint,
  studioFilmSyncEndpoint,
  type FilmAngle,
  type StudioFilms,
  type StudioRecordingSync,
  type SyncMap,
} from '@cadenza/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { API_PREFIX, callApi } from '../../../lib/api-client';
import { studioFilmEditsText } from '../studio-film-edits-messages';
import { studioQueries } from './studio-api';
import { studioFilmQueries } from './studio-films-api';
import type { SyncSource } from './sync-source';

/** The catalogue asks again (a film's refs, length, cover or sync changed). */
const refreshCatalogue = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'studio' });

export const studioFilmSyncQueries = {
  /** An uploaded film's sync, or null when it has none (made from the score, no score). */
  sync: (productId: string, angle: FilmAngle) =>
    queryOptions({
      queryKey: ['studio', 'film-sync', productId, angle],
      queryFn: async ({ signal }): Promise<StudioRecordingSync | null> =>
        (await callApi(studioFilmSyncEndpoint, { params: { id: productId, angle }, signal })).film,
      retry: false,
    }),
};

/** Removes an uploaded film; the films list becomes the answer. */
export async function removeFilm(
  queryClient: QueryClient,
  productId: string,
  angle: FilmAngle,
): Promise<StudioFilms> {
  const films = await callApi(removeStudioFilmEndpoint, { params: { id: productId, angle } });
  queryClient.setQueryData(studioFilmQueries.films(productId).queryKey, films);
  queryClient.removeQueries({ queryKey: studioFilmSyncQueries.sync(productId, angle).queryKey });
  // The cover may have been this film's poster.
  void queryClient.invalidateQueries({ queryKey: studioQueries.product(productId).queryKey });
  void refreshCatalogue(queryClient);
  return films;
}

async function saveFilmSync(
  queryClient: QueryClient,
  productId: string,
  angle: FilmAngle,
  syncMap: SyncMap,
): Promise<StudioRecordingSync> {
  const saved = await callApi(saveStudioFilmSyncEndpoint, {
    params: { id: productId, angle },
    body: { syncMap },
  });
  queryClient.setQueryData(studioFilmSyncQueries.sync(productId, angle).queryKey, saved);
  void refreshCatalogue(queryClient);
  return saved;
}

/** The sync editor's source for an uploaded film: its map, and its sound alone. */
export function filmSyncSource(productId: string, angle: FilmAngle): SyncSource {
  return {
    productId,
    query: studioFilmSyncQueries.sync(productId, angle),
    audioUrl: `${API_PREFIX}${endpointPath(studioFilmAudioEndpoint, { id: productId, angle })}`,
    save: (queryClient, syncMap) => saveFilmSync(queryClient, productId, angle, syncMap),
    savedText: studioFilmEditsText.syncSaved,
  };
}
