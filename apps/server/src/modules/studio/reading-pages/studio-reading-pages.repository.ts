import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { products, readingPages } from '../../../db/schema/index.js';
import type { StoredReadingPage } from '../../content/reading-package.js';

/** What the page uploads of navigated readings read and write. */
export function createStudioReadingPagesRepository(db: Database) {
  return {
    async findProduct(id: string) {
      const [row] = await db
        .select({ publisherId: products.publisherId, type: products.type })
        .from(products)
        .where(eq(products.id, id));
      return row;
    },

    async pagesOf(productId: string): Promise<{ path: string; title: string }[]> {
      return db
        .select({ path: readingPages.path, title: readingPages.title })
        .from(readingPages)
        .where(eq(readingPages.productId, productId))
        .orderBy(asc(readingPages.position));
    },

    /**
     * Replaces the reading's pages in one transaction: readers see the old pages or the new,
     * never a mix. The catalogue's version moves with the rows (migration 0009's triggers on
     * reading_pages and products), so every cached answer is asked afresh.
     */
    async replacePages(productId: string, pages: readonly StoredReadingPage[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(readingPages).where(eq(readingPages.productId, productId));
        await tx.insert(readingPages).values(
          pages.map((page, position) => ({
            productId,
            position,
            path: page.path,
            title: page.title,
            html: page.html,
          })),
        );
        await tx
          .update(products)
          .set({ updatedAt: sql`now()` })
          .where(eq(products.id, productId));
      });
    },
  };
}

export type StudioReadingPagesRepository = ReturnType<typeof createStudioReadingPagesRepository>;
