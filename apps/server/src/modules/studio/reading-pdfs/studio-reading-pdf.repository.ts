import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { products } from '../../../db/schema/index.js';

/** What the reading PDF uploads read and write of a product. */
export function createStudioReadingPdfRepository(db: Database) {
  return {
    async findProduct(id: string) {
      const [row] = await db
        .select({ publisherId: products.publisherId, type: products.type, pdfRef: products.pdfRef })
        .from(products)
        .where(eq(products.id, id));
      return row;
    },

    /**
     * Makes the uploaded PDF the reading's; the catalogue's version moves with the row
     * (migration 0009), so the product's `pdf.url` is offered at the next request.
     */
    async setPdfRef(productId: string, ref: string): Promise<void> {
      await db
        .update(products)
        .set({ pdfRef: ref, updatedAt: sql`now()` })
        .where(eq(products.id, productId));
    },
  };
}

export type StudioReadingPdfRepository = ReturnType<typeof createStudioReadingPdfRepository>;
