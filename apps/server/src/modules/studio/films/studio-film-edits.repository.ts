import type { FilmAngle, SyncMap } from '@cadenza/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { filmUploads, mediaAssets, mediaKeys, products } from '../../../db/schema/index.js';

/** The upload a film was made from: its ref is `upload:<film_uploads id>`. */
const uploadIdOf = (source: string | null) =>
  source?.startsWith('upload:') ? source.slice('upload:'.length) : undefined;

const filmOf = (productId: string, angle: FilmAngle) =>
  and(
    eq(mediaAssets.productId, productId),
    eq(mediaAssets.kind, 'video'),
    eq(mediaAssets.variant, angle),
  );

/** What removing a film and correcting its sync write. */
export function createStudioFilmEditsRepository(db: Database) {
  return {
    /** Remembers the cover cut from the product's uploaded film of this angle as its poster. */
    async recordPoster(productId: string, angle: FilmAngle, coverImage: string): Promise<void> {
      const [film] = await db
        .select({ source: mediaAssets.source })
        .from(mediaAssets)
        .where(filmOf(productId, angle));
      const uploadId = uploadIdOf(film?.source ?? null);
      if (!uploadId) return;
      await db
        .update(filmUploads)
        .set({ posterImage: coverImage })
        .where(eq(filmUploads.id, uploadId));
    },

    /**
     * Removes the product's uploaded film of this angle in one transaction: its media asset, its
     * key, the product's ref to it (`video_ref`, or its camera in `videos`), its length (the
     * longest film left's) and, when the cover is the poster cut from it, the cover. The
     * product's UPDATE moves the catalogue's and search's versions (0007, 0009) and media_ready
     * (0011). Answers what the media store still holds of it, or undefined when there was no
     * uploaded film.
     */
    async removeFilm(
      productId: string,
      angle: FilmAngle,
    ): Promise<{ path: string; posterImage: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [product] = await tx
          .select({ videos: products.videos, coverImage: products.coverImage })
          .from(products)
          .where(eq(products.id, productId))
          .for('update');
        const [film] = await tx
          .select({ path: mediaAssets.path, source: mediaAssets.source })
          .from(mediaAssets)
          .where(filmOf(productId, angle));
        const uploadId = uploadIdOf(film?.source ?? null);
        if (!product || !film || !uploadId) return undefined;
        const [upload] = await tx
          .select({ posterImage: filmUploads.posterImage })
          .from(filmUploads)
          .where(eq(filmUploads.id, uploadId));
        const posterImage = upload?.posterImage ?? null;
        await tx.delete(mediaAssets).where(filmOf(productId, angle));
        await tx
          .delete(mediaKeys)
          .where(and(eq(mediaKeys.productId, productId), eq(mediaKeys.variant, angle)));
        const longest = tx
          .select({ durationMs: sql`max(${mediaAssets.durationMs})` })
          .from(mediaAssets)
          .where(and(eq(mediaAssets.productId, productId), eq(mediaAssets.kind, 'video')));
        await tx
          .update(products)
          .set({
            ...(angle === 'main'
              ? { videoRef: null }
              : { videos: product.videos.filter((video) => video.perspective !== angle) }),
            ...(posterImage && product.coverImage === posterImage ? { coverImage: null } : {}),
            videoDurationMs: sql`(${longest})`,
            updatedAt: sql`now()`,
          })
          .where(eq(products.id, productId));
        return { path: film.path, posterImage };
      });
    },

    /** The product's film of this angle with its sync map, if it has one. */
    async findFilmSync(
      productId: string,
      angle: FilmAngle,
    ): Promise<{ path: string; durationMs: number; syncMap: SyncMap } | undefined> {
      const [row] = await db
        .select({
          path: mediaAssets.path,
          durationMs: mediaAssets.durationMs,
          syncMap: mediaAssets.syncMap,
        })
        .from(mediaAssets)
        .where(filmOf(productId, angle));
      if (!row?.durationMs || !row.syncMap) return undefined;
      return { path: row.path, durationMs: row.durationMs, syncMap: row.syncMap as SyncMap };
    },

    /** Writes the film's map and moves the product's `updated_at` (the catalogue's version). */
    async saveFilmSync(productId: string, angle: FilmAngle, syncMap: SyncMap): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(mediaAssets).set({ syncMap }).where(filmOf(productId, angle));
        await tx
          .update(products)
          .set({ updatedAt: sql`now()` })
          .where(eq(products.id, productId));
      });
    },
  };
}

export type StudioFilmEditsRepository = ReturnType<typeof createStudioFilmEditsRepository>;
