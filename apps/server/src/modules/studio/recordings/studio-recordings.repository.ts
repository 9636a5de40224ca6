import type { SyncMap } from '@cadenza/domain';
import { studioJobMessages } from '@cadenza/domain';
import { and, eq, like, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { mediaAssets, products, recordingAlignments } from '../../../db/schema/index.js';
import type { UploadedRecording } from './recording-sync.js';

export type AlignmentProgress = Partial<
  Pick<
    typeof recordingAlignments.$inferInsert,
    'status' | 'step' | 'error' | 'retryable' | 'finishedAt'
  >
>;

/** What the recording uploads read and write of a product, and their alignments' rows. */
export function createStudioRecordingsRepository(db: Database) {
  return {
    /** Records an upload waiting for its alignment; answers its id. */
    async createAlignment(values: {
      productId: string;
      requestedBy: string | null;
      upload: string;
    }): Promise<string> {
      const [row] = await db
        .insert(recordingAlignments)
        .values(values)
        .returning({ id: recordingAlignments.id });
      if (!row) throw new Error('the alignment was not recorded');
      return row.id;
    },
    async setAlignmentJob(id: string, jobId: string): Promise<void> {
      await db.update(recordingAlignments).set({ jobId }).where(eq(recordingAlignments.id, id));
    },
    async findAlignmentStatus(id: string) {
      const [row] = await db
        .select({ status: recordingAlignments.status })
        .from(recordingAlignments)
        .where(eq(recordingAlignments.id, id));
      return row?.status;
    },
    async markAlignment(id: string, progress: AlignmentProgress): Promise<void> {
      await db.update(recordingAlignments).set(progress).where(eq(recordingAlignments.id, id));
    },
    /**
     * The product's other failed alignments can no longer be retried once one is its
     * recording: their uploads (answered, to delete) are not needed any more.
     */
    async supersedeAlignments(productId: string, alignedId: string): Promise<string[]> {
      const rows = await db
        .update(recordingAlignments)
        .set({ retryable: false, error: studioJobMessages.superseded })
        .where(
          and(
            eq(recordingAlignments.productId, productId),
            ne(recordingAlignments.id, alignedId),
            eq(recordingAlignments.status, 'failed'),
            eq(recordingAlignments.retryable, true),
          ),
        )
        .returning({ upload: recordingAlignments.upload });
      return rows.map((row) => row.upload);
    },
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
