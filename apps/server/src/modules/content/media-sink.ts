import type { MediaSink } from '@cadenza/music/media';
import type { ContentRepository } from './content.repository.js';
import { playlistDurationMs } from './hls-playlist.js';
import { guideTimingsOf } from './pronunciation-guide.js';
import { isWhollyStored, mediaLayout, type MediaStore } from './media-store.js';

/**
 * Where the media makers (`@cadenza/music/media`) put what they make: the media store, and
 * media_assets and media_keys. A video's length is measured here from its stored playlist
 * (what the player will play), and becomes its product's `videoDuration`; a recording's is
 * the length of the audio its maker rendered. A film several products show (the same score
 * from the same camera) is found by its source and shared: its folder and its key.
 */
export function createMediaSink(repository: ContentRepository, store: MediaStore): MediaSink {
  return {
    layout: mediaLayout,
    async isMade(productId, kind, variant) {
      const asset = await repository.findMediaAsset(productId, kind, variant);
      // A guide made before guides were made line by line is made again, with its lines.
      if (kind === 'pronunciation' && asset && !guideTimingsOf(asset)) return false;
      return asset !== undefined && (await isWhollyStored(store, asset));
    },
    write: (relative, data) => store.write(relative, data),
    async findMadeVideo(source) {
      for (const video of await repository.findVideosMadeFrom(source))
        if (await isWhollyStored(store, { kind: 'video', path: video.path })) return video;
      return undefined;
    },
    async findMadeRecording(source) {
      for (const recording of await repository.findRecordingsMadeFrom(source)) {
        const audio = await store.read(recording.path);
        if (audio && recording.durationMs) return { audio, durationMs: recording.durationMs };
      }
      return undefined;
    },
    saveMediaKey: (productId, variant, key) => repository.saveMediaKey(productId, variant, key),
    async saveMediaAsset(asset) {
      if (asset.kind !== 'video') return repository.saveMediaAsset(asset);
      const playlist = await store.read(mediaLayout.playlist(asset.path));
      if (!playlist) throw new Error(`video ${asset.path} was saved before its playlist`);
      return repository.saveMediaAsset({
        ...asset,
        durationMs: playlistDurationMs(playlist.toString('utf8')),
      });
    },
  };
}
