import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { offers } from '../../db/schema/index.js';

export type OfferRow = typeof offers.$inferSelect;
export type NewOfferRow = typeof offers.$inferInsert;

export function createOffersRepository(db: Database) {
  return {
    async findByCode(code: string): Promise<OfferRow | undefined> {
      const [row] = await db.select().from(offers).where(eq(offers.code, code.toLowerCase()));
      return row;
    },

    /** Every offer, by code (the console's list). */
    async listAll(): Promise<OfferRow[]> {
      return db.select().from(offers).orderBy(asc(offers.code));
    },

    /** Undefined when the code is taken. */
    async insertOffer(offer: NewOfferRow): Promise<OfferRow | undefined> {
      const [row] = await db.insert(offers).values(offer).onConflictDoNothing().returning();
      return row;
    },

    /** Every change bumps the version, so clients can tell a stale copy. */
    async updateOffer(code: string, changes: Partial<NewOfferRow>): Promise<OfferRow | undefined> {
      const [row] = await db
        .update(offers)
        .set({ ...changes, version: sql`${offers.version} + 1`, updatedAt: sql`now()` })
        .where(eq(offers.code, code))
        .returning();
      return row;
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
