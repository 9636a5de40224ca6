import path from 'node:path';
import type { Config } from '../../config/env.js';
import { createLocalMediaStore } from './local-media-store.js';
import type { MediaStore } from './media-store.js';
import { createS3MediaStore } from './s3-media-store.js';

/** The media store MEDIA_STORE names: DATA_DIR/media (the default), or an S3-compatible bucket. */
export function createMediaStore(config: Pick<Config, 'dataDir' | 'mediaStore'>): MediaStore {
  const { mediaStore } = config;
  switch (mediaStore.kind) {
    case 'local':
      return createLocalMediaStore(path.join(config.dataDir, 'media'));
    case 's3':
      return createS3MediaStore(mediaStore);
  }
}
