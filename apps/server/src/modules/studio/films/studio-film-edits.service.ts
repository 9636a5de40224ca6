import {
  studioFilmEditMessages,
  type FilmAngle,
  type StudioFilmSyncAnswer,
  type StudioRecordingSync,
  type SyncMap,
} from '@cadenza/domain';
import { AppError } from '../../../http/app-error.js';
import type { Viewer } from '../../../http/viewer.js';
import type { MediaStore } from '../../content/media-store.js';
import { syncMapProblem } from '../recordings/recording-sync.js';
import { assertInScope, type StudioScope } from '../studio-access.js';
import { filmAudioOf } from './film-audio.js';
import type { StudioFilmEditsRepository } from './studio-film-edits.repository.js';
import type { StudioFilmsRepository } from './studio-films.repository.js';

export interface StudioFilmEditsDependencies {
  scopeOf(viewer: Viewer | null): Promise<StudioScope>;
  films: Pick<StudioFilmsRepository, 'findProduct' | 'findKey'>;
  repository: StudioFilmEditsRepository;
  store: MediaStore;
  logger: { info(object: object, message: string): void };
}

/** The cover file a cover address names (`…/covers/<name>`), in the media store. */
const coverFileOf = (productId: string, address: string) =>
  `${productId}/covers/${address.split('/').at(-1) ?? ''}`;

const scoreEndOf = (syncMap: SyncMap): number => syncMap.points.at(-1)?.[1] ?? 0;

/**
 * What the studio changes on a stored film: removing an uploaded one (the product's refs, its
 * key and poster, then its files), remembering the poster cut from it, and correcting its sync
 * to the score as a recording's is corrected (the same rules, `syncMapProblem`).
 */
export function createStudioFilmEdits(deps: StudioFilmEditsDependencies) {
  const { repository, store } = deps;

  async function editable(viewer: Viewer | null, productId: string) {
    const scope = await deps.scopeOf(viewer);
    assertInScope(scope, productId, await deps.films.findProduct(productId));
  }

  async function filmSync(productId: string, angle: FilmAngle) {
    const film = await repository.findFilmSync(productId, angle);
    if (!film) throw new AppError('notFound', studioFilmEditMessages.noFilmSync(angle));
    return film;
  }

  const answer = (film: { durationMs: number; syncMap: SyncMap }): StudioRecordingSync => ({
    durationMs: film.durationMs,
    scoreEndQuarters: scoreEndOf(film.syncMap),
    syncMap: film.syncMap,
  });

  return {
    /**
     * Removes the uploaded film of this angle: the database first (the product no longer
     * offers it, in one transaction), then its folder and its poster in the media store.
     */
    async removeFilm(viewer: Viewer | null, productId: string, angle: FilmAngle): Promise<void> {
      await editable(viewer, productId);
      const removed = await repository.removeFilm(productId, angle);
      if (!removed) throw new AppError('notFound', studioFilmEditMessages.noUploadedFilm(angle));
      await store.remove(removed.path);
      if (removed.posterImage) await store.remove(coverFileOf(productId, removed.posterImage));
      deps.logger.info({ productId, angle, path: removed.path }, 'studio film removed');
    },

    /** Called once a film's frame is the product's cover: removing the film removes it too. */
    async recordPoster(productId: string, angle: FilmAngle, coverImage: string | null) {
      if (coverImage) await repository.recordPoster(productId, angle, coverImage);
    },

    async filmSync(
      viewer: Viewer | null,
      productId: string,
      angle: FilmAngle,
    ): Promise<StudioFilmSyncAnswer> {
      await editable(viewer, productId);
      const film = await repository.findFilmSync(productId, angle);
      return { film: film ? answer(film) : null };
    },

    /** Saves a corrected map; a refused one changes nothing. */
    async saveFilmSync(
      viewer: Viewer | null,
      productId: string,
      angle: FilmAngle,
      syncMap: SyncMap,
    ): Promise<StudioRecordingSync> {
      await editable(viewer, productId);
      const film = await filmSync(productId, angle);
      const problem = syncMapProblem(syncMap.points, film.durationMs, scoreEndOf(film.syncMap));
      if (problem) throw new AppError('badRequest', problem);
      await repository.saveFilmSync(productId, angle, syncMap);
      return answer({ durationMs: film.durationMs, syncMap });
    },

    /** The synced film's sound alone (for the sync editor). */
    async filmAudio(viewer: Viewer | null, productId: string, angle: FilmAngle): Promise<Buffer> {
      await editable(viewer, productId);
      const film = await filmSync(productId, angle);
      const key = await deps.films.findKey(productId, angle);
      const audio = key && (await filmAudioOf(store, { path: film.path, key }));
      if (!audio) throw new AppError('notFound', studioFilmEditMessages.noFilmAudio(angle));
      return audio;
    },
  };
}

export type StudioFilmEdits = ReturnType<typeof createStudioFilmEdits>;
