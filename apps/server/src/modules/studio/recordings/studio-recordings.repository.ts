import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { products } from '../../../db/schema/index.js';

/** What the recording uploads read and write of a product. */
export function createStudioRecordingsRepository(db: Database) {
  return {
    async findProduct(id: string) {
      const [row] = await db
        .select({ publisherId: products.publisherId, scoreRef: products.scoreRef })
        .from(products)
        .where(eq(products.id, id));
      return row;
    },
    async setRecordingRef(productId: string, ref: string): Promise<void> {
      await db
        .update(products)
        .set({ recordingRef: ref, updatedAt: sql`now()` })
        .where(eq(products.id, productId));
    },
  };
}
