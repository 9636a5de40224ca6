import type { FilmAngle, SyncMap } from '@cadenza/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import type { StoredVideo } from '../../../db/schema/catalogue.js';
import { filmUploads, mediaAssets, mediaKeys, products } from '../../../db/schema/index.js';
import { rowsOf } from '../../search/search-rows.js';

/** A job that has not written its heartbeat for this long has stopped (its process is gone). */
const STALLED_AFTER = '2 minutes';

export type FilmUploadProgress = Partial<
  Pick<
    typeof filmUploads.$inferInsert,
    'status' | 'stage' | 'percent' | 'error' | 'heartbeatAt' | 'finishedAt'
  >
>;

/** A film upload's row with how its pg-boss job stands. */
export interface FilmUploadRow {
  id: string;
  productId: string;
  angle: FilmAngle;
  upload: string;
  durationMs: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  stage: 'transcoding' | 'aligning' | 'storing' | null;
  percent: number;
  error: string | null;
  /** Running, but its heartbeat is older than STALLED_AFTER. */
  isStalled: boolean;
  /** The state of its pg-boss job ('created', 'retry', 'active', 'failed', …), if found. */
  queueState: string | null;
  queueError: string | null;
}

/** A film stored for the product (a media asset of kind video). */
export interface StoredFilm {
  angle: FilmAngle;
  path: string;
  durationMs: number;
  source: string | null;
  syncMap: SyncMap | null;
}

const perspectiveOrder: readonly string[] = ['top', 'left', 'right'];

/** The film uploads' rows, and the product's films and refs they end in. */
export function createStudioFilmsRepository(db: Database, queueName: string) {
  const uploads = sql`
    SELECT f.id::text AS id, f.product_id AS "productId", f.angle, f.upload,
           f.duration_ms AS "durationMs", f.status, f.stage, f.percent, f.error,
           (f.status = 'running' AND (f.heartbeat_at IS NULL
              OR f.heartbeat_at < now() - ${STALLED_AFTER}::interval)) AS "isStalled",
           queue.state AS "queueState", queue.message AS "queueError", f.created_at
      FROM film_uploads f
      LEFT JOIN LATERAL (
        SELECT job.state::text AS state, job.output->>'message' AS message FROM pgboss.job job
         WHERE job.name = ${queueName} AND job.id = f.job_id) queue ON true`;

  return {
    async findProduct(id: string) {
      const [row] = await db
        .select({
          publisherId: products.publisherId,
          type: products.type,
          scoreRef: products.scoreRef,
        })
        .from(products)
        .where(eq(products.id, id));
      return row;
    },

    /** Records an upload waiting for its job; answers its id. */
    async createUpload(values: {
      productId: string;
      angle: FilmAngle;
      requestedBy: string | null;
      upload: string;
      durationMs: number;
    }): Promise<string> {
      const [row] = await db.insert(filmUploads).values(values).returning({ id: filmUploads.id });
      if (!row) throw new Error('the film upload was not recorded');
      return row.id;
    },

    async setJob(id: string, jobId: string): Promise<void> {
      await db.update(filmUploads).set({ jobId }).where(eq(filmUploads.id, id));
    },

    async markUpload(id: string, progress: FilmUploadProgress): Promise<void> {
      await db.update(filmUploads).set(progress).where(eq(filmUploads.id, id));
    },

    async heartbeat(id: string): Promise<void> {
      await db
        .update(filmUploads)
        .set({ heartbeatAt: sql`now()` })
        .where(eq(filmUploads.id, id));
    },

    async findUpload(id: string): Promise<FilmUploadRow | undefined> {
      const [row] = rowsOf<FilmUploadRow>(
        await db.execute(sql`SELECT * FROM (${uploads}) f WHERE id = ${id}`),
      );
      return row;
    },

    /** The latest upload of each of the product's angles. */
    async latestUploads(productId: string): Promise<FilmUploadRow[]> {
      return rowsOf<FilmUploadRow>(
        await db.execute(sql`
          SELECT DISTINCT ON (angle) * FROM (${uploads}) f WHERE "productId" = ${productId}
          ORDER BY angle, created_at DESC`),
      );
    },

    /** The product's stored films (its video media assets). */
    async findFilms(productId: string): Promise<StoredFilm[]> {
      const rows = await db
        .select({
          angle: mediaAssets.variant,
          path: mediaAssets.path,
          durationMs: mediaAssets.durationMs,
          source: mediaAssets.source,
          syncMap: mediaAssets.syncMap,
        })
        .from(mediaAssets)
        .where(and(eq(mediaAssets.productId, productId), eq(mediaAssets.kind, 'video')))
        .orderBy(asc(mediaAssets.variant));
      return rows.map((row) => ({
        angle: row.angle as FilmAngle,
        path: row.path,
        durationMs: row.durationMs ?? 0,
        source: row.source,
        syncMap: (row.syncMap as SyncMap | null) ?? null,
      }));
    },

    async findKey(productId: string, angle: FilmAngle): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ key: mediaKeys.key })
        .from(mediaKeys)
        .where(and(eq(mediaKeys.productId, productId), eq(mediaKeys.variant, angle)));
      return row?.key;
    },

    /**
     * Makes a stored film the product's film of its angle, in one transaction: its key, its
     * media asset (with its sync map), the product's ref to it (`video_ref`, or the camera in
     * `videos`) and its `video_duration_ms` (its longest film). The catalogue's and search's
     * versions move with the product's row (migrations 0007, 0009), and media_ready with it
     * (0011).
     */
    async storeFilm(film: {
      productId: string;
      angle: FilmAngle;
      path: string;
      key: Buffer;
      durationMs: number;
      syncMap: SyncMap | null;
      ref: string;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        const [product] = await tx
          .select({ videos: products.videos })
          .from(products)
          .where(eq(products.id, film.productId))
          .for('update');
        if (!product) throw new Error(`product ${film.productId} is gone`);
        await tx
          .insert(mediaKeys)
          .values({ productId: film.productId, variant: film.angle, key: film.key })
          .onConflictDoUpdate({
            target: [mediaKeys.productId, mediaKeys.variant],
            set: { key: film.key, createdAt: sql`now()` },
          });
        const asset = {
          path: film.path,
          contentType: 'application/vnd.apple.mpegurl',
          durationMs: film.durationMs,
          syncMap: film.syncMap,
          source: film.ref,
        };
        await tx
          .insert(mediaAssets)
          .values({ productId: film.productId, kind: 'video', variant: film.angle, ...asset })
          .onConflictDoUpdate({
            target: [mediaAssets.productId, mediaAssets.kind, mediaAssets.variant],
            set: { ...asset, createdAt: sql`now()` },
          });
        const refs: { videoRef?: string; videos?: StoredVideo[] } = {};
        if (film.angle === 'main') refs.videoRef = film.ref;
        else
          refs.videos = [
            ...product.videos.filter((video) => video.perspective !== film.angle),
            { perspective: film.angle, ref: film.ref },
          ].sort(
            (a, b) =>
              perspectiveOrder.indexOf(a.perspective) - perspectiveOrder.indexOf(b.perspective),
          );
        const longest = tx
          .select({ durationMs: sql`max(${mediaAssets.durationMs})` })
          .from(mediaAssets)
          .where(and(eq(mediaAssets.productId, film.productId), eq(mediaAssets.kind, 'video')));
        await tx
          .update(products)
          .set({ ...refs, videoDurationMs: sql`(${longest})`, updatedAt: sql`now()` })
          .where(eq(products.id, film.productId));
      });
    },
  };
}

export type StudioFilmsRepository = ReturnType<typeof createStudioFilmsRepository>;
