import {
  LIBRARY_PAGE_SIZE_DEFAULT,
  PRACTICE_CHART_DAYS,
  PRACTICE_TOP_PIECES,
  libraryMessages,
  type FavouritesPage,
  type LibraryPageQuery,
  type PieceSettings,
  type PiecePractice,
  type PracticeTime,
  type PracticeTimeQuery,
  type PracticeTimeReport,
  type ProductSummary,
  type RecentPiecesPage,
} from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import type { Viewer } from '../../http/viewer.js';
import type { Clock } from '../../lib/clock.js';
import { addDays, dayAt, daysBetween } from './calendar-days.js';
import { toPieceSettings, toSettingsColumns } from './library-mappers.js';
import type { LibraryRepository, Paging } from './library.repository.js';

/**
 * Products' summaries in the order asked, from the catalogue: as this viewer may open them (a
 * draft for admins and publishers), else as guests see them (published ones).
 */
export type SummariesOf = (
  ids: readonly string[],
  viewer?: Viewer | null,
) => Promise<ProductSummary[]>;

export interface LibraryDependencies {
  repository: LibraryRepository;
  clock: Clock;
  summariesOf: SummariesOf;
}

export function pagingOf(query: LibraryPageQuery): Paging {
  return { from: query.from ?? 0, size: query.size ?? LIBRARY_PAGE_SIZE_DEFAULT };
}

/**
 * The piece with this id as the viewer may open it (without a viewer: published); 404 for
 * anything they could not open, 400 for a product that is not a piece (only pieces are
 * practised with the player).
 */
export async function findPiece(
  summariesOf: SummariesOf,
  id: string,
  options: { viewer?: Viewer; field?: string } = {},
): Promise<ProductSummary> {
  const { viewer = null, field = 'id' } = options;
  const [summary] = await summariesOf([id], viewer);
  if (!summary) throw new AppError('notFound', libraryMessages.pieceNotFound(id));
  if (summary.type !== 'piece')
    throw new AppError('badRequest', libraryMessages.notAPiece, [
      { field, message: libraryMessages.notAPiece },
    ]);
  return summary;
}

/** Keeps only the rows whose product the catalogue still shows, each with its summary. */
async function withSummaries<Row extends { productId: string }>(
  summariesOf: SummariesOf,
  rows: readonly Row[],
): Promise<{ row: Row; product: ProductSummary }[]> {
  const summaries = new Map(
    (await summariesOf(rows.map((row) => row.productId))).map((summary) => [summary.id, summary]),
  );
  return rows.flatMap((row) => {
    const product = summaries.get(row.productId);
    return product ? [{ row, product }] : [];
  });
}

/**
 * Favourites and practice history: every call is the signed-in person's own library. A piece's
 * own state is kept for any piece its viewer may open (a publisher rehearsing a draft keeps
 * their place as on any piece); the lists show only published pieces, as guests see them.
 */
export function createLibraryService(deps: LibraryDependencies) {
  const { repository, clock, summariesOf } = deps;

  async function practiceOf(userId: string, productId: string): Promise<PiecePractice> {
    const [row, isFavourite] = await Promise.all([
      repository.findPractice(userId, productId),
      repository.isFavourite(userId, productId),
    ]);
    return {
      productId,
      isFavourite,
      settings: toPieceSettings(row),
      lastPractisedAt: row?.lastPractisedAt.toISOString() ?? null,
      totalSeconds: row?.totalSeconds ?? 0,
    };
  }

  return {
    async getPractice(viewer: Viewer, productId: string): Promise<PiecePractice> {
      await findPiece(summariesOf, productId, { viewer });
      return practiceOf(viewer.userId, productId);
    },

    async saveSettings(
      viewer: Viewer,
      productId: string,
      settings: PieceSettings,
    ): Promise<PiecePractice> {
      await findPiece(summariesOf, productId, { viewer });
      const { userId } = viewer;
      await repository.saveSettings({
        userId,
        productId,
        settings: toSettingsColumns(settings),
        now: clock.now(),
      });
      return practiceOf(userId, productId);
    },

    async reportTime(viewer: Viewer, productId: string, report: PracticeTimeReport): Promise<void> {
      const now = clock.now();
      await findPiece(summariesOf, productId, { viewer });
      await repository.addPracticeTime({
        userId: viewer.userId,
        productId,
        day: dayAt(now, report.utcOffsetMinutes),
        seconds: report.seconds,
        now,
      });
    },

    async recentPieces(userId: string, query: LibraryPageQuery): Promise<RecentPiecesPage> {
      const paging = pagingOf(query);
      const { rows, total } = await repository.recentPage(userId, paging);
      const items = (await withSummaries(summariesOf, rows)).map(({ row, product }) => ({
        product,
        settings: toPieceSettings(row),
        lastPractisedAt: row.lastPractisedAt.toISOString(),
        totalSeconds: row.totalSeconds,
      }));
      return { items, total, ...paging };
    },

    async practiceTime(userId: string, query: PracticeTimeQuery): Promise<PracticeTime> {
      const until = query.until ?? dayAt(clock.now(), query.utcOffsetMinutes ?? 0);
      const from = addDays(until, 1 - (query.days ?? PRACTICE_CHART_DAYS.default));
      const [perDay, top] = await Promise.all([
        repository.secondsPerDay(userId, from, until),
        repository.topPieces(userId, from, until, PRACTICE_TOP_PIECES),
      ]);
      const secondsOn = new Map(perDay.map((row) => [row.day, row.seconds]));
      const days = daysBetween(from, until).map((day) => ({
        day,
        seconds: secondsOn.get(day) ?? 0,
      }));
      const pieces = (await withSummaries(summariesOf, top)).map(({ row, product }) => ({
        product,
        seconds: row.seconds,
      }));
      return { days, pieces, totalSeconds: days.reduce((sum, day) => sum + day.seconds, 0) };
    },

    async addFavourite(viewer: Viewer, productId: string): Promise<void> {
      await findPiece(summariesOf, productId, { viewer });
      await repository.addFavourite(viewer.userId, productId, clock.now());
    },

    /** Idempotent: a piece that is not a favourite (or no longer exists) is simply not one. */
    async removeFavourite(userId: string, productId: string): Promise<void> {
      await repository.removeFavourite(userId, productId);
    },

    async favourites(userId: string, query: LibraryPageQuery): Promise<FavouritesPage> {
      const paging = pagingOf(query);
      const { rows, total } = await repository.favouritesPage(userId, paging);
      const items = (await withSummaries(summariesOf, rows)).map(({ row, product }) => ({
        product,
        addedAt: row.createdAt.toISOString(),
      }));
      return { items, total, ...paging };
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
