import {
  normaliseGenre,
  STUDIO_PAGE_SIZE,
  studioMessages,
  type StudioProduct,
  type StudioProductChange,
  type StudioCoverUpload,
  type StudioGenres,
  type StudioImprints,
  type StudioProductsPage,
} from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import type { Viewer } from '../../http/viewer.js';
import type { Clock } from '../../lib/clock.js';
import type { CoverImages } from './cover-images.js';
import type { DifficultyHints } from './difficulty-hint.js';
import { assertInScope, studioScopeOf, type StudioScope } from './studio-access.js';
import { toStudioProduct, toStudioProductRow } from './studio-product-mapper.js';
import type { StudioProductWrite, StudioRepository } from './studio.repository.js';

export interface StudioServiceDependencies {
  repository: StudioRepository;
  clock: Clock;
  /** The edit page's suggested difficulty for a score ref (difficulty-hint.ts). */
  difficultyHint: DifficultyHints;
  covers: CoverImages;
}

/** Suggestions the edit form shows at most. */
const GENRE_SUGGESTIONS = 10;

function refuseRepeatedPeople(people: NonNullable<StudioProductChange['people']>): void {
  const seen = new Set<string>();
  people.forEach((person, index) => {
    const key = `${person.role}|${person.name.trim().toLowerCase()}`;
    if (seen.has(key)) {
      const message = studioMessages.personTwice(person.name.trim(), person.role);
      throw new AppError('badRequest', message, [{ field: `people.${String(index)}`, message }]);
    }
    seen.add(key);
  });
}

function writeOf(change: StudioProductChange): StudioProductWrite {
  const write: StudioProductWrite = {};
  if (change.title !== undefined) write.title = change.title;
  if (change.description !== undefined) write.description = change.description || null;
  if (change.published !== undefined) write.published = change.published;
  if (change.genres !== undefined) write.genres = change.genres;
  if (change.difficulty) {
    write.difficultyPiano = change.difficulty.piano;
    write.difficultyVocal = change.difficulty.vocal;
  }
  if (change.people) {
    refuseRepeatedPeople(change.people);
    write.people = change.people.map((person) => ({ ...person, name: person.name.trim() }));
  }
  return write;
}

/** The studio's products: listed, read and changed within the viewer's scope (studio-access.ts). */
export function createStudioService({
  repository,
  clock,
  difficultyHint,
  covers,
}: StudioServiceDependencies) {
  const scopeOf = (viewer: Viewer | null) =>
    studioScopeOf(viewer, (userId) => repository.imprintOf(userId));

  async function editable(scope: StudioScope, id: string) {
    const record = await repository.findProduct(id);
    assertInScope(scope, id, record);
    return record;
  }

  async function answerOf(scope: StudioScope, id: string): Promise<StudioProduct> {
    const record = await editable(scope, id);
    return toStudioProduct(record, await difficultyHint(record.scoreRef));
  }

  return {
    scopeOf,

    /** Tags in use beginning with what was typed, for the edit form's suggestions. */
    async listGenres(viewer: Viewer | null, q: string | undefined): Promise<StudioGenres> {
      const scope = await scopeOf(viewer);
      return {
        items: await repository.listGenres(scope, normaliseGenre(q ?? ''), GENRE_SUGGESTIONS),
      };
    },

    /** The imprints an upload may go to: an admin chooses among all, a publisher has its own. */
    async listImprints(viewer: Viewer | null): Promise<StudioImprints> {
      const scope = await scopeOf(viewer);
      if (scope.kind === 'all')
        return { items: await repository.listOrganisations(), canChoose: true };
      const own =
        scope.organisationId && scope.imprintName
          ? [{ id: scope.organisationId, name: scope.imprintName }]
          : [];
      return { items: own, canChoose: false };
    },

    /** An imprint by id or name (any case), for attaching a publisher to it. */
    findImprint: (idOrName: string) => repository.findOrganisation(idOrName),

    async listProducts(
      viewer: Viewer | null,
      query: { q?: string | undefined; page: number },
    ): Promise<StudioProductsPage> {
      const scope = await scopeOf(viewer);
      const { rows, total } = await repository.listProducts({
        scope,
        q: query.q || undefined,
        offset: (query.page - 1) * STUDIO_PAGE_SIZE,
        limit: STUDIO_PAGE_SIZE,
      });
      return {
        items: rows.map(toStudioProductRow),
        total,
        page: query.page,
        pageSize: STUDIO_PAGE_SIZE,
        imprint: scope.kind === 'all' ? null : scope.imprintName,
        isWholeCatalogue: scope.kind === 'all',
      };
    },

    async getProduct(viewer: Viewer | null, id: string): Promise<StudioProduct> {
      return answerOf(await scopeOf(viewer), id);
    },

    async updateProduct(
      viewer: Viewer | null,
      id: string,
      change: StudioProductChange,
    ): Promise<StudioProduct> {
      const scope = await scopeOf(viewer);
      await editable(scope, id);
      await repository.updateProduct(id, writeOf(change), clock.now());
      return answerOf(scope, id);
    },

    /** Stores an uploaded cover and shows it in place of the generated one. */
    async uploadCover(
      viewer: Viewer | null,
      id: string,
      upload: StudioCoverUpload,
    ): Promise<StudioProduct> {
      const scope = await scopeOf(viewer);
      await editable(scope, id);
      const url = await covers.store(id, upload);
      await repository.updateProduct(id, { coverImage: url }, clock.now());
      return answerOf(scope, id);
    },

    /** The generated cover again (the uploaded file stays, named by its content). */
    async removeCover(viewer: Viewer | null, id: string): Promise<StudioProduct> {
      const scope = await scopeOf(viewer);
      await editable(scope, id);
      await repository.updateProduct(id, { coverImage: null }, clock.now());
      return answerOf(scope, id);
    },

    /** An uploaded cover image, for everyone: its address is public like the generated one. */
    async readCover(id: string, name: string) {
      const image = await covers.read(id, name);
      if (!image) throw new AppError('notFound', studioMessages.coverNotFound);
      return image;
    },

    async moveInVolume(
      viewer: Viewer | null,
      target: { id: string; volumeId: string; position: number },
    ): Promise<StudioProduct> {
      const scope = await scopeOf(viewer);
      const record = await editable(scope, target.id);
      const placement = record.placements.find((place) => place.volumeId === target.volumeId);
      if (!placement) throw new AppError('notFound', studioMessages.notInVolume(target.volumeId));
      const moved = await repository.moveInVolume(
        target.id,
        target.volumeId,
        target.position,
        clock.now(),
      );
      if (moved === 'not in volume')
        throw new AppError('notFound', studioMessages.notInVolume(target.volumeId));
      if (moved === 'out of range') {
        const message = studioMessages.positionOutOfRange(placement.count);
        throw new AppError('badRequest', message, [{ field: 'position', message }]);
      }
      return answerOf(scope, target.id);
    },
  };
}

export type StudioService = ReturnType<typeof createStudioService>;
