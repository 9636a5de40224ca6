import type { SyncMap } from '@cadenza/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { mediaAssets, products } from '../../../db/schema/index.js';
import type { UploadedRecording } from './recording-sync.js';

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
    /** The product's recording when it was uploaded in the studio (its source `upload:…`). */
    async findUploadedRecording(productId: string): Promise<UploadedRecording | undefined> {
      const [row] = await db
        .select({ durationMs: mediaAssets.durationMs, syncMap: mediaAssets.syncMap })
        .from(mediaAssets)
        .where(
          and(
            eq(mediaAssets.productId, productId),
            eq(mediaAssets.kind, 'recording'),
            eq(mediaAssets.variant, 'main'),
            like(mediaAssets.source, 'upload:%'),
          ),
        );
      if (!row?.durationMs || !row.syncMap) return undefined;
      return { durationMs: row.durationMs, syncMap: row.syncMap as SyncMap };
    },
    /**
     * The corrected map, and the product's `updated_at` in the same transaction: the
     * catalogue's version moves (migration 0009's trigger), so no cached answer is of before.
     */
    async saveSyncMap(productId: string, syncMap: SyncMap): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(mediaAssets)
          .set({ syncMap })
          .where(
            and(
              eq(mediaAssets.productId, productId),
              eq(mediaAssets.kind, 'recording'),
              eq(mediaAssets.variant, 'main'),
            ),
          );
        await tx
          .update(products)
          .set({ updatedAt: sql`now()` })
          .where(eq(products.id, productId));
      });
    },
  };
}
