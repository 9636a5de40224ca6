import { and, asc, count, desc, eq, gte, lte, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { favourites, piecePractice, practiceDays, products } from '../../db/schema/index.js';

export type PiecePracticeRow = typeof piecePractice.$inferSelect;
export interface Paging {
  from: number;
  size: number;
}

/** The settings columns of a practice row, as the service writes them. */
export interface PracticeSettingsColumns {
  positionMs: number;
  bar: string;
  tempoPercent: number;
  transpose: number;
  loopFrom: number | null;
  loopTo: number | null;
  isLoopOn: boolean | null;
}

/** Lists show only published products: one that is withdrawn is left out of pages and totals. */
export const publishedProduct = (productId: AnyColumn) =>
  and(eq(products.id, productId), eq(products.published, true));

export function createLibraryRepository(db: Database) {
  return {
    async addFavourite(userId: string, productId: string, now: Date): Promise<void> {
      await db
        .insert(favourites)
        .values({ userId, productId, createdAt: now })
        .onConflictDoNothing();
    },

    async removeFavourite(userId: string, productId: string): Promise<void> {
      await db
        .delete(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
    },

    async isFavourite(userId: string, productId: string): Promise<boolean> {
      const [row] = await db
        .select({ productId: favourites.productId })
        .from(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
      return row !== undefined;
    },

    /** Newest first. */
    async favouritesPage(userId: string, paging: Paging) {
      const mine = eq(favourites.userId, userId);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ productId: favourites.productId, createdAt: favourites.createdAt })
          .from(favourites)
          .innerJoin(products, publishedProduct(favourites.productId))
          .where(mine)
          .orderBy(desc(favourites.createdAt), asc(favourites.productId))
          .limit(paging.size)
          .offset(paging.from),
        db
          .select({ total: count() })
          .from(favourites)
          .innerJoin(products, publishedProduct(favourites.productId))
          .where(mine),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async findPractice(userId: string, productId: string): Promise<PiecePracticeRow | undefined> {
      const [row] = await db
        .select()
        .from(piecePractice)
        .where(and(eq(piecePractice.userId, userId), eq(piecePractice.productId, productId)));
      return row;
    },

    async saveSettings(input: {
      userId: string;
      productId: string;
      settings: PracticeSettingsColumns;
      now: Date;
    }): Promise<PiecePracticeRow> {
      const [row] = await db
        .insert(piecePractice)
        .values({
          userId: input.userId,
          productId: input.productId,
          ...input.settings,
          lastPractisedAt: input.now,
        })
        .onConflictDoUpdate({
          target: [piecePractice.userId, piecePractice.productId],
          set: { ...input.settings, lastPractisedAt: input.now },
        })
        .returning();
      if (!row) throw new Error('practice settings were not stored');
      return row;
    },

    /** Adds seconds to the piece's day and its total, in one transaction. */
    async addPracticeTime(input: {
      userId: string;
      productId: string;
      day: string;
      seconds: number;
      now: Date;
    }): Promise<void> {
      const { userId, productId, day, seconds, now } = input;
      await db.transaction(async (tx) => {
        await tx
          .insert(practiceDays)
          .values({ userId, productId, day, seconds })
          .onConflictDoUpdate({
            target: [practiceDays.userId, practiceDays.day, practiceDays.productId],
            set: { seconds: sql`${practiceDays.seconds} + ${seconds}` },
          });
        await tx
          .insert(piecePractice)
          .values({ userId, productId, lastPractisedAt: now, totalSeconds: seconds })
          .onConflictDoUpdate({
            target: [piecePractice.userId, piecePractice.productId],
            set: {
              lastPractisedAt: now,
              totalSeconds: sql`${piecePractice.totalSeconds} + ${seconds}`,
            },
          });
      });
    },

    /** Most recently practised first. */
    async recentPage(userId: string, paging: Paging) {
      const mine = eq(piecePractice.userId, userId);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ practice: piecePractice })
          .from(piecePractice)
          .innerJoin(products, publishedProduct(piecePractice.productId))
          .where(mine)
          .orderBy(desc(piecePractice.lastPractisedAt), asc(piecePractice.productId))
          .limit(paging.size)
          .offset(paging.from),
        db
          .select({ total: count() })
          .from(piecePractice)
          .innerJoin(products, publishedProduct(piecePractice.productId))
          .where(mine),
      ]);
      return { rows: rows.map((row) => row.practice), total: counted?.total ?? 0 };
    },

    /** Seconds per day with practice between two days (inclusive). */
    async secondsPerDay(userId: string, fromDay: string, untilDay: string) {
      return db
        .select({ day: practiceDays.day, seconds: sql<number>`sum(${practiceDays.seconds})::int` })
        .from(practiceDays)
        .where(
          and(
            eq(practiceDays.userId, userId),
            gte(practiceDays.day, fromDay),
            lte(practiceDays.day, untilDay),
          ),
        )
        .groupBy(practiceDays.day)
        .orderBy(asc(practiceDays.day));
    },

    /** The published pieces practised most between two days, most first. */
    async topPieces(userId: string, fromDay: string, untilDay: string, limit: number) {
      const seconds = sql<number>`sum(${practiceDays.seconds})::int`;
      return db
        .select({ productId: practiceDays.productId, seconds })
        .from(practiceDays)
        .innerJoin(products, publishedProduct(practiceDays.productId))
        .where(
          and(
            eq(practiceDays.userId, userId),
            gte(practiceDays.day, fromDay),
            lte(practiceDays.day, untilDay),
          ),
        )
        .groupBy(practiceDays.productId)
        .orderBy(desc(seconds), asc(practiceDays.productId))
        .limit(limit);
    },
  };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
