import { and, asc, eq, gt, inArray, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  contentSecrets,
  homeCarouselItems,
  homeCarousels,
  mediaAssets,
  productRelations,
  mediaKeys,
  products,
  readingPages,
  subscriptions,
} from '../../db/schema/index.js';

export type ContentProductRow = Pick<
  typeof products.$inferSelect,
  | 'id'
  | 'type'
  | 'title'
  | 'subtitle'
  | 'language'
  | 'published'
  | 'scoreRef'
  | 'recordingRef'
  | 'pdfRef'
  | 'videoRef'
  | 'videos'
  | 'pronunciationAudioRef'
  | 'featureFlags'
>;
export type MediaAssetRow = typeof mediaAssets.$inferSelect;
export type NewMediaAssetRow = typeof mediaAssets.$inferInsert;
export type MediaAssetKind = MediaAssetRow['kind'];

const productColumns = {
  id: products.id,
  type: products.type,
  title: products.title,
  subtitle: products.subtitle,
  language: products.language,
  published: products.published,
  scoreRef: products.scoreRef,
  recordingRef: products.recordingRef,
  pdfRef: products.pdfRef,
  videoRef: products.videoRef,
  videos: products.videos,
  pronunciationAudioRef: products.pronunciationAudioRef,
  featureFlags: products.featureFlags,
};

export function createContentRepository(db: Database) {
  return {
    async findProduct(id: string): Promise<ContentProductRow | undefined> {
      const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
      return row;
    },

    async findReadingPages(productId: string) {
      return db
        .select({ path: readingPages.path, title: readingPages.title, html: readingPages.html })
        .from(readingPages)
        .where(eq(readingPages.productId, productId))
        .orderBy(asc(readingPages.position));
    },

    /** Whether the user has a subscription that is active and not yet over (trials and cancelled-but-unexpired included). */
    async hasActiveSubscription(userId: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.status, 'active'),
            gt(subscriptions.currentPeriodEnd, now),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async findMediaAsset(
      productId: string,
      kind: MediaAssetKind,
      variant = 'main',
    ): Promise<MediaAssetRow | undefined> {
      const [row] = await db
        .select()
        .from(mediaAssets)
        .where(
          and(
            eq(mediaAssets.productId, productId),
            eq(mediaAssets.kind, kind),
            eq(mediaAssets.variant, variant),
          ),
        );
      return row;
    },

    /**
     * Records a made medium. A video's product takes the length of its longest made video as
     * its `videoDuration`, in the same transaction: a length is never shown before the video
     * exists, nor one it does not have.
     */
    async saveMediaAsset(asset: NewMediaAssetRow): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(mediaAssets)
          .values(asset)
          .onConflictDoUpdate({
            target: [mediaAssets.productId, mediaAssets.kind, mediaAssets.variant],
            set: {
              path: asset.path,
              contentType: asset.contentType,
              durationMs: asset.durationMs,
              syncMap: asset.syncMap,
              source: asset.source ?? null,
              createdAt: sql`now()`,
            },
            // A medium uploaded in the studio is never replaced by one the media jobs made (a
            // recording rendered from the score while the publisher's upload was aligned).
            setWhere: sql`${mediaAssets.source} IS NULL OR ${mediaAssets.source} NOT LIKE 'upload:%' OR excluded.source LIKE 'upload:%'`,
          });
        if (asset.kind !== 'video') return;
        const longest = tx
          .select({ durationMs: sql`max(${mediaAssets.durationMs})` })
          .from(mediaAssets)
          .where(and(eq(mediaAssets.productId, asset.productId), eq(mediaAssets.kind, 'video')));
        await tx
          .update(products)
          .set({ videoDurationMs: sql`(${longest})` })
          .where(
            and(
              eq(products.id, asset.productId),
              sql`${products.videoDurationMs} IS DISTINCT FROM (${longest})`,
            ),
          );
      });
    },

    /** The sync maps of a product's films that have one (uploaded in the studio), by variant. */
    async findFilmSyncMaps(productId: string): Promise<{ variant: string; syncMap: unknown }[]> {
      return db
        .select({ variant: mediaAssets.variant, syncMap: mediaAssets.syncMap })
        .from(mediaAssets)
        .where(
          and(
            eq(mediaAssets.productId, productId),
            eq(mediaAssets.kind, 'video'),
            isNotNull(mediaAssets.syncMap),
          ),
        )
        .orderBy(asc(mediaAssets.variant));
    },

    async deleteMediaAsset(productId: string, kind: MediaAssetKind, variant: string) {
      await db
        .delete(mediaAssets)
        .where(
          and(
            eq(mediaAssets.productId, productId),
            eq(mediaAssets.kind, kind),
            eq(mediaAssets.variant, variant),
          ),
        );
    },

    async findMediaKey(productId: string, variant: string): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ key: mediaKeys.key })
        .from(mediaKeys)
        .where(and(eq(mediaKeys.productId, productId), eq(mediaKeys.variant, variant)));
      return row?.key;
    },

    async saveMediaKey(productId: string, variant: string, key: Buffer): Promise<void> {
      await db
        .insert(mediaKeys)
        .values({ productId, variant, key })
        .onConflictDoUpdate({
          target: [mediaKeys.productId, mediaKeys.variant],
          set: { key, createdAt: sql`now()` },
        });
    },

    /** The default home rows' products in their order: what a new visitor sees first. */
    async findHomeProductIds(): Promise<string[]> {
      const rows = await db
        .select({ productId: homeCarouselItems.productId })
        .from(homeCarouselItems)
        .innerJoin(homeCarousels, eq(homeCarousels.id, homeCarouselItems.carouselId))
        .where(isNull(homeCarousels.referralCode))
        .orderBy(asc(homeCarousels.position), asc(homeCarouselItems.position));
      return rows.map((row) => row.productId);
    },

    /** Children of each parent, in the parents' order then the children's. */
    async findChildIds(parentIds: readonly string[]): Promise<string[]> {
      if (!parentIds.length) return [];
      const rows = await db
        .select({ parentId: productRelations.parentId, childId: productRelations.childId })
        .from(productRelations)
        .where(inArray(productRelations.parentId, [...parentIds]))
        .orderBy(asc(productRelations.position));
      const order = new Map(parentIds.map((id, index) => [id, index]));
      return rows
        .sort((a, b) => (order.get(a.parentId) ?? 0) - (order.get(b.parentId) ?? 0))
        .map((row) => row.childId);
    },

    /** The score of the first piece of a product's parent (a volume's introduction films its first piece). */
    async findParentsFirstScoreRef(productId: string): Promise<string | undefined> {
      const parent = db
        .select({ id: productRelations.parentId })
        .from(productRelations)
        .where(and(eq(productRelations.childId, productId), eq(productRelations.parentRank, 0)));
      const [row] = await db
        .select({ scoreRef: products.scoreRef })
        .from(productRelations)
        .innerJoin(products, eq(products.id, productRelations.childId))
        .where(
          and(
            inArray(productRelations.parentId, parent),
            eq(products.type, 'piece'),
            isNotNull(products.scoreRef),
          ),
        )
        .orderBy(asc(productRelations.position))
        .limit(1);
      return row?.scoreRef ?? undefined;
    },

    /**
     * Products whose media are not all made (media_ready false), by title: what the demo-media
     * jobs still have to make, in the order search lists them (title within a tier).
     */
    async findProductsAwaitingMedia(): Promise<ContentProductRow[]> {
      return db
        .select(productColumns)
        .from(products)
        .where(eq(products.mediaReady, false))
        .orderBy(sql`lower(${products.title})`, asc(products.id));
    },

    /**
     * Products whose spoken guide (made here: 'speech:') was made as one clip, before guides were
     * made line by line, by title: the demo-media jobs make them again with their lines' timings
     * (they stay listed meanwhile, their guide playing as a whole).
     */
    async findGuidesWithoutLines(): Promise<ContentProductRow[]> {
      return db
        .select(productColumns)
        .from(products)
        .innerJoin(
          mediaAssets,
          and(
            eq(mediaAssets.productId, products.id),
            eq(mediaAssets.kind, 'pronunciation'),
            eq(mediaAssets.variant, 'main'),
          ),
        )
        .where(
          and(
            like(products.pronunciationAudioRef, 'speech:%'),
            sql`jsonb_typeof(${mediaAssets.syncMap} -> 'lines') IS DISTINCT FROM 'array'`,
          ),
        )
        .orderBy(sql`lower(${products.title})`, asc(products.id));
    },

    /** Published products not listed yet because their media are still being made. */
    async countPublishedAwaitingMedia(): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .where(and(eq(products.mediaReady, false), eq(products.published, true)));
      return row?.total ?? 0;
    },

    /** Whether any published product still waits for its media (stops at the first). */
    async isAnyPublishedAwaitingMedia(): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.mediaReady, false), eq(products.published, true)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * A product still waiting for its media whose recording is rendered from this score (its
     * piece): a film of the score takes that recording's sound.
     */
    async findWaitingRecordedFrom(scoreRef: string): Promise<ContentProductRow | undefined> {
      const [row] = await db
        .select(productColumns)
        .from(products)
        .where(and(eq(products.mediaReady, false), eq(products.recordingRef, `synth:${scoreRef}`)))
        .limit(1);
      return row;
    },

    /** Recordings made from this source (a score's), oldest first. */
    async findRecordingsMadeFrom(source: string) {
      return db
        .select({ path: mediaAssets.path, durationMs: mediaAssets.durationMs })
        .from(mediaAssets)
        .where(and(eq(mediaAssets.kind, 'recording'), eq(mediaAssets.source, source)))
        .orderBy(asc(mediaAssets.createdAt))
        .limit(4);
    },

    /** Videos made from this source (a film shown by several products), oldest first, with their keys. */
    async findVideosMadeFrom(source: string) {
      return db
        .select({ path: mediaAssets.path, durationMs: mediaAssets.durationMs, key: mediaKeys.key })
        .from(mediaAssets)
        .innerJoin(
          mediaKeys,
          and(
            eq(mediaKeys.productId, mediaAssets.productId),
            eq(mediaKeys.variant, mediaAssets.variant),
          ),
        )
        .where(and(eq(mediaAssets.kind, 'video'), eq(mediaAssets.source, source)))
        .orderBy(asc(mediaAssets.createdAt))
        .limit(4);
    },

    /** The stored media-token secret, or this one stored now when there is none (first start). */
    async findOrCreateTokenSecret(candidate: string): Promise<string> {
      await db
        .insert(contentSecrets)
        .values({ id: 1, mediaTokenSecret: candidate })
        .onConflictDoNothing();
      const [row] = await db
        .select({ secret: contentSecrets.mediaTokenSecret })
        .from(contentSecrets)
        .where(eq(contentSecrets.id, 1));
      if (!row) throw new Error('media token secret was not stored');
      return row.secret;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
