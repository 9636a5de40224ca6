import { randomBytes } from 'node:crypto';
import type { Config } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createScoreLoader } from '../catalogue/load-score.js';
import { createScoreLibrary } from '../catalogue/scores/index.js';
import { createContentRepository } from './content.repository.js';
import { createContentService, type ContentService } from './content.service.js';
import { translateScore } from './lyrics/translate-score.js';
import { createMediaAccess } from './media-access.js';
import { createMediaStore, type MediaStore } from './media-store.js';
import { createReadingPdfs } from './reading-pdfs.js';

export interface ContentModule {
  service: ContentService;
  store: MediaStore;
}

export function createContentModule(options: {
  config: Config;
  db: Database;
  clock: Clock;
}): ContentModule {
  const { config, db, clock } = options;
  const repository = createContentRepository(db);
  const store = createMediaStore(config.dataDir);
  let secret: Promise<string> | undefined;
  const readSecret = () =>
    (secret ??= config.content.mediaTokenSecret
      ? Promise.resolve(config.content.mediaTokenSecret)
      : repository.findOrCreateTokenSecret(randomBytes(32).toString('base64url')));
  const service = createContentService({
    repository,
    clock,
    access: createMediaAccess({ repository, clock, secret: readSecret }),
    loadScore: createScoreLoader(db, createScoreLibrary()),
    readingPdfs: createReadingPdfs(repository, store),
    translate: (score, product) =>
      product.language ? translateScore(score, product.language) : null,
  });
  return { service, store };
}
