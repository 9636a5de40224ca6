import { contentMessages } from '@cadenza/domain';
import { remakeTask, type MediaTask } from '@cadenza/music/media';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type {
  ContentProductRow,
  ContentRepository,
  MediaAssetKind,
  MediaAssetRow,
} from './content.repository.js';
import { playlistSegments } from './hls-playlist.js';
import { mediaLayout, storedFileOf, type MediaStore } from './media-store.js';

export interface MediaFilesOptions {
  repository: ContentRepository;
  store: MediaStore;
  /** Queues the making of a medium; undefined when this service makes no media (DEMO_MEDIA=false). */
  queueMake: ((task: MediaTask) => Promise<void>) | undefined;
  logger: FastifyBaseLogger;
}

const notReady = () =>
  new AppError('serviceUnavailable', contentMessages.mediaNotReady, undefined, {
    'retry-after': '60',
  });

/**
 * The stored files of media assets, checked before they are served. What does not exist is a
 * 404. A file the database records but the media store lost is made again when our jobs made
 * it: the job is queued, the row goes (so packages stop offering it) and the answer is 503
 * "still being prepared"; media made elsewhere keep their row (restoring the file is enough)
 * and are a 404 saying the file is missing, logged for the operator.
 */
export function createMediaFiles({ repository, store, queueMake, logger }: MediaFilesOptions) {
  async function lost(product: ContentProductRow, asset: MediaAssetRow): Promise<never> {
    const task = queueMake && remakeTask(product, asset.kind, asset.variant);
    const where = { productId: product.id, kind: asset.kind, variant: asset.variant };
    if (!task) {
      logger.error({ ...where, path: asset.path }, 'media file missing, and not made here');
      throw new AppError('notFound', contentMessages.mediaFileMissing(product.id));
    }
    // Queued before the row goes: the job remakes whatever has no stored file, so a failure
    // between the two leaves a remake queued, never a row-less medium that nobody makes.
    await queueMake(task);
    await repository.deleteMediaAsset(product.id, asset.kind, asset.variant);
    logger.warn({ ...where, path: asset.path }, 'media file missing, queued to be made again');
    throw notReady();
  }

  async function ready(
    product: ContentProductRow,
    kind: MediaAssetKind,
    variant = 'main',
  ): Promise<MediaAssetRow> {
    const asset = await repository.findMediaAsset(product.id, kind, variant);
    if (!asset) throw notReady();
    if ((await store.size(storedFileOf(asset))) === undefined) return lost(product, asset);
    return asset;
  }

  return {
    /** The asset, its file stored; 503 while it is (being) made. */
    ready,

    /**
     * The asset a package may offer: one whose file is stored. A lost one is dealt with as
     * above (its remake queued) and not offered, so the player never asks for a missing file.
     */
    async offered(
      product: ContentProductRow,
      kind: MediaAssetKind,
      variant = 'main',
    ): Promise<MediaAssetRow | undefined> {
      try {
        return await ready(product, kind, variant);
      } catch (error) {
        if (error instanceof AppError && (error.statusCode === 503 || error.statusCode === 404))
          return undefined;
        throw error;
      }
    },

    /** The text of a ready video's HLS playlist. */
    async playlist(product: ContentProductRow, video: MediaAssetRow): Promise<string> {
      const stored = await store.read(mediaLayout.playlist(video.path));
      return stored ? stored.toString('utf8') : lost(product, video);
    },

    /** The path of one segment of a ready video; a segment its playlist does not list is a 404. */
    async segment(product: ContentProductRow, video: MediaAssetRow, name: string): Promise<string> {
      const path = `${video.path}/${name}`;
      if ((await store.size(path)) !== undefined) return path;
      const playlist = await store.read(mediaLayout.playlist(video.path));
      if (!playlist || playlistSegments(playlist.toString('utf8')).includes(name))
        return lost(product, video);
      throw new AppError('notFound', contentMessages.noMedia(product.id));
    },
  };
}

export type MediaFiles = ReturnType<typeof createMediaFiles>;
