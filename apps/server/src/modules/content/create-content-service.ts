import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Clock } from '../../lib/clock.js';
import { createScoreLoader } from '../catalogue/load-score.js';
import { createScoreLibrary } from '../catalogue/scores/index.js';
import { queueMakeMedia } from './content-jobs.js';
import { contentWork } from './content-work.js';
import { createContentRepository } from './content.repository.js';
import { createContentService, type ContentService } from './content.service.js';
import { translateScore } from './lyrics/translate-score.js';
import { createMediaAccess, type LiveSessionFinder } from './media-access.js';
import { createMediaFiles } from './media-files.js';
import { createMediaStore, type MediaStore } from './media-store.js';
import { createReadingPdfs } from './reading-pdfs.js';
import { createScoreFactsCache } from './score-facts-cache.js';

export interface ContentModule {
  service: ContentService;
  store: MediaStore;
}

export function createContentModule(options: {
  config: Config;
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
  /** The sessions module's rule for a live session, which a media token's session must pass. */
  findLiveSession: LiveSessionFinder;
}): ContentModule {
  const { config, db, clock, jobs } = options;
  const repository = createContentRepository(db);
  const store = createMediaStore(config.dataDir);
  let secret: Promise<string> | undefined;
  const readSecret = () =>
    (secret ??= config.content.mediaTokenSecret
      ? Promise.resolve(config.content.mediaTokenSecret)
      : repository.findOrCreateTokenSecret(randomBytes(32).toString('base64url')));
  const loadScore = createScoreLoader(db, createScoreLibrary());
  const service = createContentService({
    repository,
    clock,
    access: createMediaAccess({
      findLiveSession: options.findLiveSession,
      clock,
      secret: readSecret,
    }),
    loadScore,
    scoreFacts: createScoreFactsCache({
      loadScore,
      describe: (score) => contentWork().run('describeScore', score),
    }),
    readingPdfs: createReadingPdfs(repository, store),
    mediaFiles: createMediaFiles({
      repository,
      store,
      queueMake: config.content.makeDemoMedia ? (task) => queueMakeMedia(jobs, task) : undefined,
      logger: options.logger,
    }),
    translate: (score, product) =>
      product.language ? translateScore(score, product.language) : null,
  });
  return { service, store };
}
