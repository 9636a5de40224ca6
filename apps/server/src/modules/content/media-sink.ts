import type { MediaSink } from '@cadenza/music/media';
import type { ContentRepository } from './content.repository.js';
import { isWhollyStored, mediaLayout, type MediaStore } from './media-store.js';

/**
 * Where the media makers (`@cadenza/music/media`) put what they make: the media folder, and
 * media_assets and media_keys.
 */
export function createMediaSink(repository: ContentRepository, store: MediaStore): MediaSink {
  return {
    layout: mediaLayout,
    async isMade(productId, kind, variant) {
      const asset = await repository.findMediaAsset(productId, kind, variant);
      return asset !== undefined && (await isWhollyStored(store, asset));
    },
    write: (relative, data) => store.write(relative, data),
    saveMediaKey: (productId, variant, key) => repository.saveMediaKey(productId, variant, key),
    saveMediaAsset: (asset) => repository.saveMediaAsset(asset),
  };
}
