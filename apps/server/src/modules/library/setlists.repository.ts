import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products, setlistPieces, setlists } from '../../db/schema/index.js';
import { publishedProduct, type Paging } from './library.repository.js';

export type SetlistRow = typeof setlists.$inferSelect;

export function createSetlistsRepository(db: Database) {
  return {
    async countSetlists(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(setlists)
        .where(eq(setlists.userId, userId));
      return row?.total ?? 0;
    },

    /** Most recently changed first, with the number of published pieces each holds. */
    async setlistsPage(userId: string, paging: Paging) {
      // Spelled out: in a one-table select Drizzle leaves column names unqualified.
      const pieceCount = sql<number>`(
        select count(*)::int from setlist_pieces sp
        join products p on p.id = sp.product_id and p.published
        where sp.setlist_id = setlists.id
      )`;
      const mine = eq(setlists.userId, userId);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ setlist: setlists, pieceCount })
          .from(setlists)
          .where(mine)
          .orderBy(desc(setlists.updatedAt), asc(setlists.id))
          .limit(paging.size)
          .offset(paging.from),
        db.select({ total: count() }).from(setlists).where(mine),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async findSetlist(id: string): Promise<SetlistRow | undefined> {
      const [row] = await db.select().from(setlists).where(eq(setlists.id, id));
      return row;
    },

    /** The setlist's published pieces in order. */
    async setlistPieceIds(id: string): Promise<string[]> {
      const rows = await db
        .select({ productId: setlistPieces.productId })
        .from(setlistPieces)
        .innerJoin(products, publishedProduct(setlistPieces.productId))
        .where(eq(setlistPieces.setlistId, id))
        .orderBy(asc(setlistPieces.position));
      return rows.map((row) => row.productId);
    },

    async createSetlist(input: {
      userId: string;
      title: string;
      productIds: readonly string[];
      now: Date;
    }): Promise<SetlistRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(setlists)
          .values({
            userId: input.userId,
            title: input.title,
            createdAt: input.now,
            updatedAt: input.now,
          })
          .returning();
        if (!row) throw new Error('setlist was not stored');
        if (input.productIds.length)
          await tx.insert(setlistPieces).values(
            input.productIds.map((productId, position) => ({
              setlistId: row.id,
              position,
              productId,
            })),
          );
        return row;
      });
    },

    /** Title, sharing and pieces replaced at once; the owner's row is locked meanwhile. */
    async replaceSetlist(input: {
      id: string;
      title: string;
      isShared: boolean;
      productIds: readonly string[];
      now: Date;
    }): Promise<SetlistRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(setlists)
          .set({ title: input.title, isShared: input.isShared, updatedAt: input.now })
          .where(eq(setlists.id, input.id))
          .returning();
        if (!row) return undefined;
        await tx.delete(setlistPieces).where(eq(setlistPieces.setlistId, input.id));
        if (input.productIds.length)
          await tx.insert(setlistPieces).values(
            input.productIds.map((productId, position) => ({
              setlistId: input.id,
              position,
              productId,
            })),
          );
        return row;
      });
    },

    /**
     * Adds a piece after the last one, under a lock on the setlist (two additions at once each
     * get a place). Answers why it could not: already there, or the setlist is full.
     */
    async appendSetlistPiece(input: {
      id: string;
      productId: string;
      maxPieces: number;
      now: Date;
    }): Promise<'added' | 'duplicate' | 'full' | 'missing'> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: setlists.id })
          .from(setlists)
          .where(eq(setlists.id, input.id))
          .for('update');
        if (!locked) return 'missing';
        const pieces = await tx
          .select({ productId: setlistPieces.productId, position: setlistPieces.position })
          .from(setlistPieces)
          .where(eq(setlistPieces.setlistId, input.id));
        if (pieces.some((piece) => piece.productId === input.productId)) return 'duplicate';
        if (pieces.length >= input.maxPieces) return 'full';
        const position = Math.max(-1, ...pieces.map((piece) => piece.position)) + 1;
        await tx
          .insert(setlistPieces)
          .values({ setlistId: input.id, position, productId: input.productId });
        await tx.update(setlists).set({ updatedAt: input.now }).where(eq(setlists.id, input.id));
        return 'added';
      });
    },

    async deleteSetlist(id: string): Promise<void> {
      await db.delete(setlists).where(eq(setlists.id, id));
    },
  };
}

export type SetlistsRepository = ReturnType<typeof createSetlistsRepository>;
