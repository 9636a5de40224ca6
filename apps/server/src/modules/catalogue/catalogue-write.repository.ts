import type { CatalogueDraft } from '@cadenza/music/catalogue-draft';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  catalogueSeedState,
  homeCarouselItems,
  homeCarousels,
  importedScores,
  organisations,
  persons,
  productPersons,
  productRelations,
  products,
  readingPages,
} from '../../db/schema/index.js';

/** Rows per INSERT: well under PostgreSQL's 65 535 parameters for the widest table. */
const BATCH_ROWS = 1000;
/** Any constant unique to this lock; pg_advisory_xact_lock takes a bigint. */
const SEED_LOCK_KEY = 7_230_114_001;

function batchesOf<T>(rows: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += BATCH_ROWS)
    batches.push(rows.slice(start, start + BATCH_ROWS));
  return batches;
}

export function createCatalogueWriteRepository(db: Database) {
  return {
    /** Writes every row of the draft; rows already there (same key) are left as they are. */
    async insertDraft(draft: CatalogueDraft): Promise<void> {
      for (const batch of batchesOf(draft.organisations))
        await db.insert(organisations).values(batch).onConflictDoNothing();
      for (const batch of batchesOf(draft.persons))
        await db.insert(persons).values(batch).onConflictDoNothing();
      for (const batch of batchesOf(draft.products))
        await db.insert(products).values(batch).onConflictDoNothing();
      for (const batch of batchesOf(draft.relations))
        await db.insert(productRelations).values(batch).onConflictDoNothing();
      for (const batch of batchesOf(draft.productPersons))
        await db.insert(productPersons).values(batch).onConflictDoNothing();
      for (const batch of batchesOf(draft.readingPages))
        await db.insert(readingPages).values(batch).onConflictDoNothing();
      const carousels = draft.carousels.map(({ productIds: _ids, ...carousel }) => carousel);
      for (const batch of batchesOf(carousels))
        await db.insert(homeCarousels).values(batch).onConflictDoNothing();
      const items = draft.carousels.flatMap((carousel) =>
        carousel.productIds.map((productId, position) => ({
          carouselId: carousel.id,
          productId,
          position,
        })),
      );
      for (const batch of batchesOf(items))
        await db.insert(homeCarouselItems).values(batch).onConflictDoNothing();
      // Fresh statistics for the tables just filled: with the empty tables' ones, the planner
      // joins the whole relation graph for a page's few products (80 ms instead of 3 for the
      // home page), and PGlite has no autovacuum to analyse them later.
      await db.execute(
        sql`ANALYZE organisations, persons, products, product_relations, product_persons, reading_pages, home_carousels, home_carousel_items`,
      );
    },

    async countProducts(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(products);
      return row?.total ?? 0;
    },

    async countProductsByType(): Promise<{ type: string; total: number }[]> {
      return db
        .select({ type: products.type, total: count() })
        .from(products)
        .groupBy(products.type)
        .orderBy(products.type);
    },

    async findSeedState() {
      const [row] = await db.select().from(catalogueSeedState).where(eq(catalogueSeedState.id, 1));
      return row;
    },

    async saveSeedState(state: { version: string; productCount: number }): Promise<void> {
      await db
        .insert(catalogueSeedState)
        .values({ id: 1, ...state })
        .onConflictDoUpdate({
          target: catalogueSeedState.id,
          set: { ...state, seededAt: sql`now()` },
        });
    },

    /** Removes the whole catalogue (demo and imported) and whatever hangs off products, for a forced reseed. */
    async wipeCatalogue(): Promise<void> {
      await db.execute(
        sql`TRUNCATE home_carousel_items, home_carousels, reading_pages, product_persons, product_relations, products, persons, organisations, imported_scores, catalogue_seed_state CASCADE`,
      );
    },

    async insertImportedScore(score: {
      hash: string;
      format: 'musicxml' | 'mei';
      content: string;
      fileName: string;
    }) {
      await db.insert(importedScores).values(score).onConflictDoNothing();
    },

    /** Children already under a parent, so an import appends after them. */
    async countChildren(parentId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(productRelations)
        .where(eq(productRelations.parentId, parentId));
      return row?.total ?? 0;
    },

    async findProductIdBySourceKey(sourceKey: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.sourceKey, sourceKey));
      return row?.id;
    },
  };
}

export type CatalogueWriteRepository = ReturnType<typeof createCatalogueWriteRepository>;

/**
 * Runs `work` in one transaction holding the catalogue's write lock, so two processes on one
 * PostgreSQL never seed or import at the same time (the second waits, then sees the result).
 * `work` gets the transaction too, for statements of its own.
 */
export async function withCatalogueLock<T>(
  db: Database,
  work: (repository: CatalogueWriteRepository, tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    return work(createCatalogueWriteRepository(tx), tx);
  });
}
