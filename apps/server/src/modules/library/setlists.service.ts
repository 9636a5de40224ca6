import {
  SETLIST_MAX_PIECES,
  SETLISTS_PER_USER_MAX,
  libraryMessages,
  type CreateSetlistRequest,
  type LibraryPageQuery,
  type Setlist,
  type SetlistsPage,
  type UpdateSetlistRequest,
} from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import type { Viewer } from '../../http/viewer.js';
import type { Clock } from '../../lib/clock.js';
import { findPiece, pagingOf, type SummariesOf } from './library.service.js';
import type { SetlistRow, SetlistsRepository } from './setlists.repository.js';

export interface SetlistsDependencies {
  repository: SetlistsRepository;
  clock: Clock;
  summariesOf: SummariesOf;
}

/**
 * Setlists: a person's ordered pieces. Only the owner may list or change them; anyone with the
 * link may read one once its owner shares it. Another person's setlist that is not shared is
 * answered exactly as one that does not exist.
 */
export function createSetlistsService(deps: SetlistsDependencies) {
  const { repository, clock, summariesOf } = deps;
  const notFound = (id: string) => new AppError('notFound', libraryMessages.setlistNotFound(id));

  async function ownSetlist(userId: string, id: string): Promise<SetlistRow> {
    const row = await repository.findSetlist(id);
    if (row?.userId !== userId) throw notFound(id);
    return row;
  }

  /** Every id a published piece, else 400 naming the first that is not. */
  async function checkPieces(productIds: readonly string[]): Promise<void> {
    const summaries = new Map((await summariesOf(productIds)).map((piece) => [piece.id, piece]));
    const index = productIds.findIndex((id) => summaries.get(id)?.type !== 'piece');
    const id = productIds[index];
    if (id === undefined) return;
    const message = summaries.has(id)
      ? libraryMessages.notAPiece
      : libraryMessages.pieceNotFound(id);
    throw new AppError(summaries.has(id) ? 'badRequest' : 'notFound', message, [
      { field: `productIds.${String(index)}`, message },
    ]);
  }

  async function answer(row: SetlistRow, viewer: Viewer | null): Promise<Setlist> {
    const pieces = await summariesOf(await repository.setlistPieceIds(row.id));
    return {
      id: row.id,
      title: row.title,
      pieceCount: pieces.length,
      isShared: row.isShared,
      updatedAt: row.updatedAt.toISOString(),
      isOwner: viewer?.userId === row.userId,
      pieces,
    };
  }

  return {
    async list(userId: string, query: LibraryPageQuery): Promise<SetlistsPage> {
      const paging = pagingOf(query);
      const { rows, total } = await repository.setlistsPage(userId, paging);
      const items = rows.map(({ setlist, pieceCount }) => ({
        id: setlist.id,
        title: setlist.title,
        pieceCount,
        isShared: setlist.isShared,
        updatedAt: setlist.updatedAt.toISOString(),
      }));
      return { items, total, ...paging };
    },

    /** The owner's, or anyone's (guests too) once shared. */
    async get(id: string, viewer: Viewer | null): Promise<Setlist> {
      const row = await repository.findSetlist(id);
      if (!row || (row.userId !== viewer?.userId && !row.isShared)) throw notFound(id);
      return answer(row, viewer);
    },

    async create(viewer: Viewer, request: CreateSetlistRequest): Promise<Setlist> {
      const productIds = request.productIds ?? [];
      await checkPieces(productIds);
      if ((await repository.countSetlists(viewer.userId)) >= SETLISTS_PER_USER_MAX)
        throw new AppError('conflict', libraryMessages.tooManySetlists(SETLISTS_PER_USER_MAX));
      const row = await repository.createSetlist({
        userId: viewer.userId,
        title: request.title,
        productIds,
        now: clock.now(),
      });
      return answer(row, viewer);
    },

    async update(viewer: Viewer, id: string, request: UpdateSetlistRequest): Promise<Setlist> {
      await ownSetlist(viewer.userId, id);
      await checkPieces(request.productIds);
      const row = await repository.replaceSetlist({ id, ...request, now: clock.now() });
      if (!row) throw notFound(id);
      return answer(row, viewer);
    },

    async addPiece(viewer: Viewer, id: string, productId: string): Promise<Setlist> {
      await ownSetlist(viewer.userId, id);
      await findPiece(summariesOf, productId, { field: 'productId' });
      const outcome = await repository.appendSetlistPiece({
        id,
        productId,
        maxPieces: SETLIST_MAX_PIECES,
        now: clock.now(),
      });
      if (outcome === 'missing') throw notFound(id);
      if (outcome === 'duplicate')
        throw new AppError('conflict', libraryMessages.pieceAlreadyInSetlist);
      if (outcome === 'full')
        throw new AppError('conflict', libraryMessages.setlistFull(SETLIST_MAX_PIECES));
      return answer(await ownSetlist(viewer.userId, id), viewer);
    },

    async remove(viewer: Viewer, id: string): Promise<void> {
      await ownSetlist(viewer.userId, id);
      await repository.deleteSetlist(id);
    },
  };
}

export type SetlistsService = ReturnType<typeof createSetlistsService>;
