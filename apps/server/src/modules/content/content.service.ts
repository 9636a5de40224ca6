import {
  catalogueMessages,
  contentMessages,
  isReadingType,
  type ContentPackage,
  type MediaStatus,
  type Translation,
} from '@cadenza/domain';
import { canHaveFullContent, hasFullAccess } from '@cadenza/domain/rules';
import { STEMS_VARIANT } from '@cadenza/music/media';
import type { LoadedScore } from '@cadenza/music/scores';
import { AppError } from '../../http/app-error.js';
import type { Viewer } from '../../http/viewer.js';
import type { Clock } from '../../lib/clock.js';
import type { ScoreLoader } from '../catalogue/load-score.js';
import type { ContentProductRow, ContentRepository, MediaAssetRow } from './content.repository.js';
import type { MediaAccess, MediaRequester } from './media-access.js';
import type { MediaFiles } from './media-files.js';
import { buildReadingPackage } from './reading-package.js';
import type { ReadingPdfs } from './reading-pdfs.js';
import { buildFullScorePackage, buildScorePreviewPackage } from './score-package.js';
import type { ScoreFactsCache } from './score-facts-cache.js';
import type { ScoreFirstPages } from './score-first-pages.js';
import type { ScoreOpenings } from './score-openings.js';

export interface ContentServiceOptions {
  repository: ContentRepository;
  access: MediaAccess;
  clock: Clock;
  loadScore: ScoreLoader;
  /** Bar counts and cut previews of scores, worked out off the event loop and kept. */
  scoreFacts: ScoreFactsCache;
  /** Openings of scores engraved as images, from their previews. */
  scoreOpenings: ScoreOpenings;
  /** First pages of scores as the score viewer draws them, engraved and kept. */
  scoreFirstPages: ScoreFirstPages;
  readingPdfs: ReadingPdfs;
  mediaFiles: MediaFiles;
  /** The sung text and its translation for a vocal piece's score, when known. */
  translate: (score: LoadedScore, product: ContentProductRow) => Translation | null;
}

/** A stored media file to send, and whether the requester gets only its preview. */
export interface MediaFile {
  path: string;
  contentType: string;
}

export function createContentService(options: ContentServiceOptions) {
  const { repository, access, clock } = options;

  /** The product if the requester may see it at all (unpublished ones only for staff); 404 otherwise. */
  async function findProduct(
    id: string,
    requester: MediaRequester | null,
  ): Promise<ContentProductRow> {
    const product = await repository.findProduct(id);
    const isStaff = requester?.role === 'admin' || requester?.role === 'publisher';
    if (!product || (!product.published && !isStaff))
      throw new AppError('notFound', catalogueMessages.productNotFound(id));
    return product;
  }

  async function hasFullContent(
    product: ContentProductRow,
    requester: MediaRequester | null,
  ): Promise<boolean> {
    const hasActiveSubscription = requester
      ? await repository.hasActiveSubscription(requester.userId, clock.now())
      : false;
    return canHaveFullContent(
      product.type,
      hasFullAccess(requester && { role: requester.role, hasActiveSubscription }),
    );
  }

  const subscriptionRequired = (requester: MediaRequester | null) =>
    new AppError(requester ? 'forbidden' : 'unauthorized', contentMessages.subscriptionRequired);

  /** For media that have no preview (video, keys, audio): the whole thing or a 403. */
  async function requireFullContent(
    product: ContentProductRow,
    requester: MediaRequester | null,
  ): Promise<void> {
    if (!(await hasFullContent(product, requester))) throw subscriptionRequired(requester);
  }

  async function buildPackage(
    product: ContentProductRow,
    isPreview: boolean,
  ): Promise<ContentPackage> {
    if (product.scoreRef) {
      const noPackage = () => new AppError('notFound', contentMessages.noPackage(product.id));
      if (isPreview) {
        // A cached preview is answered without loading the score at all.
        const facts = await options.scoreFacts.get(product.scoreRef);
        if (!facts) throw noPackage();
        return buildScorePreviewPackage(product.id, facts);
      }
      const score = await options.loadScore(product.scoreRef);
      if (!score) throw noPackage();
      const facts = await options.scoreFacts.get(product.scoreRef, score);
      if (!facts) throw noPackage();
      const recording = await options.mediaFiles.offered(product, 'recording');
      const stems =
        recording && product.featureFlags.includes('stems')
          ? await options.mediaFiles.offered(product, 'recording', STEMS_VARIANT)
          : undefined;
      const translation = product.language ? options.translate(score, product) : null;
      const pronunciation = product.pronunciationAudioRef
        ? await options.mediaFiles.offered(product, 'pronunciation')
        : undefined;
      // A performance's uploaded films follow the score through their own sync maps.
      const filmSync =
        product.type === 'performance' ? await repository.findFilmSyncMaps(product.id) : [];
      return buildFullScorePackage({
        productId: product.id,
        score,
        facts,
        recording,
        stems,
        translation,
        pronunciation,
        filmSync,
      });
    }
    const pages = isReadingType(product.type) ? await repository.findReadingPages(product.id) : [];
    if (!pages.length) throw new AppError('notFound', contentMessages.noPackage(product.id));
    return buildReadingPackage(product.id, pages, isPreview);
  }

  /** A ready video ('main' for the product's video, or a perspective) and its product. */
  async function findVideo(
    id: string,
    variant: string,
    requester: MediaRequester | null,
  ): Promise<{ product: ContentProductRow; video: MediaAssetRow }> {
    const product = await findProduct(id, requester);
    const hasVariant =
      variant === 'main'
        ? product.videoRef !== null
        : product.videos.some((video) => video.perspective === variant);
    if (!hasVariant) throw new AppError('notFound', contentMessages.noMedia(id));
    await requireFullContent(product, requester);
    return { product, video: await options.mediaFiles.ready(product, 'video', variant) };
  }

  return {
    resolveRequester: (viewer: Viewer | null, accessToken: string | undefined) =>
      access.resolve(viewer, accessToken),
    issueMediaToken: (viewer: Viewer) => access.issue(viewer),

    /** How many published products wait for their media (not listed until they are made). */
    async getMediaStatus(): Promise<MediaStatus> {
      return { preparing: await repository.countPublishedAwaitingMedia() };
    },

    /** Spec §4: the full package for a permitted user; anyone else is refused and loads the preview. */
    async getPackage(id: string, requester: MediaRequester | null): Promise<ContentPackage> {
      const product = await findProduct(id, requester);
      await requireFullContent(product, requester);
      return buildPackage(product, false);
    },

    /**
     * Open to everyone: the first bars of a score or the opening of a reading, cut here; empty
     * when the item is too short to have an honest preview.
     */
    async getPreviewPackage(id: string, requester: MediaRequester | null): Promise<ContentPackage> {
      const product = await findProduct(id, requester);
      return buildPackage(product, true);
    },

    /** Open to everyone, like the preview it is engraved from: the opening of a piece's score. */
    async getOpeningImage(
      id: string,
      requester: MediaRequester | null,
    ): Promise<{ svg: string; isPublic: boolean }> {
      const product = await findProduct(id, requester);
      const svg = product.scoreRef ? await options.scoreOpenings.get(product.scoreRef) : undefined;
      if (!svg) throw new AppError('notFound', contentMessages.noOpening(id));
      return { svg, isPublic: product.published };
    },

    /**
     * The first page of a piece's score as the viewer of this size draws it, shown while the
     * viewer loads: of the whole score for one who may have it, else of the preview only. Null
     * for a score with no page to stand in (too large for the browser, or too short for a
     * preview): the player shows no score then, and the viewer asked before it could know.
     */
    async getScoreFirstPage(
      id: string,
      requester: MediaRequester | null,
      size: { width: number; height: number },
    ): Promise<{ svg: string | null; isPreview: boolean }> {
      const product = await findProduct(id, requester);
      if (!product.scoreRef) throw new AppError('notFound', contentMessages.noOpening(id));
      const isPreview = !(await hasFullContent(product, requester));
      const svg = await options.scoreFirstPages.get({ ref: product.scoreRef, isPreview, ...size });
      return { svg: svg ?? null, isPreview };
    },

    /** The whole PDF when permitted, else a PDF of its first page only (none for a one-page PDF). */
    async getPdf(
      id: string,
      requester: MediaRequester | null,
    ): Promise<MediaFile & { isPreview: boolean }> {
      const product = await findProduct(id, requester);
      if (!product.pdfRef) throw new AppError('notFound', contentMessages.noMedia(id));
      const isPreview = !(await hasFullContent(product, requester));
      const path = await options.readingPdfs.ensure(product, { isPreview });
      if (!path) throw subscriptionRequired(requester);
      return { path, contentType: 'application/pdf', isPreview };
    },

    async getRecording(id: string, requester: MediaRequester | null): Promise<MediaFile> {
      const product = await findProduct(id, requester);
      if (!product.recordingRef) throw new AppError('notFound', contentMessages.noMedia(id));
      await requireFullContent(product, requester);
      return options.mediaFiles.ready(product, 'recording');
    },

    /** The recording's stems (its parts, a channel each), for the player's parts mixer. */
    async getRecordingStems(id: string, requester: MediaRequester | null): Promise<MediaFile> {
      const product = await findProduct(id, requester);
      if (!product.recordingRef || !product.featureFlags.includes('stems'))
        throw new AppError('notFound', contentMessages.noMedia(id));
      await requireFullContent(product, requester);
      return options.mediaFiles.ready(product, 'recording', STEMS_VARIANT);
    },

    async getPronunciationAudio(id: string, requester: MediaRequester | null): Promise<MediaFile> {
      const product = await findProduct(id, requester);
      if (!product.pronunciationAudioRef)
        throw new AppError('notFound', contentMessages.noMedia(id));
      await requireFullContent(product, requester);
      return options.mediaFiles.ready(product, 'pronunciation');
    },

    /** The video's HLS playlist as stored. */
    async getVideoPlaylist(
      id: string,
      variant: string,
      requester: MediaRequester | null,
    ): Promise<string> {
      const { product, video } = await findVideo(id, variant, requester);
      return options.mediaFiles.playlist(product, video);
    },

    /** One segment of the video; a segment its playlist does not list is a 404. */
    async getVideoSegment(
      id: string,
      variant: string,
      segment: string,
      requester: MediaRequester | null,
    ): Promise<MediaFile> {
      const { product, video } = await findVideo(id, variant, requester);
      const path = await options.mediaFiles.segment(product, video, segment);
      return { path, contentType: 'video/mp2t' };
    },

    async getVideoKey(
      id: string,
      variant: string,
      requester: MediaRequester | null,
    ): Promise<Buffer> {
      await findVideo(id, variant, requester);
      const key = await repository.findMediaKey(id, variant);
      if (!key) throw new AppError('notFound', contentMessages.noMedia(id));
      return key;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
