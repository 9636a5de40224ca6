import {
  filmsOf,
  makeFilms,
  makePronunciation,
  makeRecording,
  makeStems,
  planDemoMedia,
  taskKey,
  type FilmRequest,
  type MediaMakerDeps,
  type MediaRenderer,
  type MediaTask,
} from '@cadenza/music/media';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { ScoreLoader } from '../catalogue/load-score.js';
import { MEDIA_WORKERS, mediaWork } from './content-work.js';
import type { ContentProductRow, ContentRepository } from './content.repository.js';
import { createMediaSink } from './media-sink.js';
import type { MediaStore } from './media-store.js';

export const PLAN_DEMO_MEDIA_JOB = 'content.plan-demo-media';
export const MAKE_MEDIA_JOB = 'content.make-media';

/** A medium found missing while the service runs is made before the first start's backlog. */
const REMAKE_PRIORITY = 1_000_000;

/** The demo media renderer of the server: the media workers (content-work.ts). */
export const workerRenderer: MediaRenderer = {
  recording: (score) => mediaWork().run('renderRecording', score),
  stems: (score) => mediaWork().run('renderStems', score),
  films: (score, cameras, soundtrack) =>
    mediaWork().run('renderFilms', { score, cameras, soundtrack }),
  pronunciation: (score, language) => mediaWork().run('renderPronunciation', { score, language }),
};

/** The home page's products, then their children and grandchildren: what a visitor meets first. */
async function findFirstSeenIds(repository: ContentRepository): Promise<string[]> {
  const homeIds = await repository.findHomeProductIds();
  const children = await repository.findChildIds(homeIds);
  const grandchildren = await repository.findChildIds(children);
  return [...homeIds, ...children, ...grandchildren];
}

/** Every medium the product lacks that these jobs make: recording (and its stems), guide, films. */
export async function makeProductMedia(
  deps: MediaMakerDeps & {
    repository: Pick<ContentRepository, 'findParentsFirstScoreRef' | 'findWaitingRecordedFrom'>;
  },
  product: ContentProductRow,
): Promise<void> {
  if (product.recordingRef?.startsWith('synth:')) {
    await makeRecording(deps, product);
    await makeStems(deps, product);
  }
  if (product.pronunciationAudioRef?.startsWith('speech:')) await makePronunciation(deps, product);
  const byScore = new Map<string, FilmRequest[]>();
  for (const film of filmsOf(product)) {
    // A volume's introduction films its first piece.
    const scoreRef = film.scoreRef ?? (await deps.repository.findParentsFirstScoreRef(product.id));
    if (!scoreRef) throw new Error(`no score to film for ${product.id}`);
    byScore.set(scoreRef, [...(byScore.get(scoreRef) ?? []), film]);
  }
  for (const [scoreRef, requests] of byScore) {
    // A film's sound is its piece's recording of the same score: made first (once, shared with
    // the piece's own job), so the films do not render and encode the same sound themselves.
    const piece = await deps.repository.findWaitingRecordedFrom(scoreRef);
    // If it fails, the films render their own sound; the piece's job reports and retries it.
    if (piece) await makeRecording(deps, piece).catch(() => undefined);
    await makeFilms(deps, product, scoreRef, requests);
  }
}

/**
 * Demo media are made after start in jobs, never during the seed: a new installation starts in
 * seconds, and each product is listed once its media are made (the database's media_ready), the
 * most visible first. Every job is idempotent (made media are skipped), so a restart resumes.
 */
export function registerContentJobs(options: {
  jobs: JobQueue;
  logger: FastifyBaseLogger;
  repository: ContentRepository;
  store: MediaStore;
  loadScore: ScoreLoader;
  render?: MediaRenderer;
}): void {
  const { jobs, logger, repository } = options;
  const deps = {
    repository,
    sink: createMediaSink(repository, options.store),
    loadScore: options.loadScore,
    render: options.render ?? workerRenderer,
  };
  let isComplete = false;

  jobs.define<object>({
    name: PLAN_DEMO_MEDIA_JOB,
    // One plan queued (and one running) however often the service starts.
    policy: 'stately',
    retryLimit: 2,
    handle: async () => {
      // Unlisted products first; then guides made as one clip, made again line by line.
      const waiting = [
        ...(await repository.findProductsAwaitingMedia()),
        ...(await repository.findGuidesWithoutLines()),
      ];
      const tasks = planDemoMedia(waiting, await findFirstSeenIds(repository));
      // Most visible first: pg-boss takes the highest priority first.
      await jobs.sendMany(
        MAKE_MEDIA_JOB,
        tasks.map((task, index) => ({
          data: task,
          singletonKey: taskKey(task),
          priority: tasks.length - index,
        })),
      );
      isComplete = tasks.length === 0;
      logger.info({ products: tasks.length }, 'demo media planned');
    },
  });
  jobs.define<MediaTask>({
    name: MAKE_MEDIA_JOB,
    // One job queued (and one running) per product, however many requests find it missing.
    policy: 'stately',
    retryLimit: 2,
    retryDelaySeconds: 60,
    // As many at once as there are media workers: one draws while another's encoder runs.
    batchSize: 4 * MEDIA_WORKERS,
    concurrency: MEDIA_WORKERS,
    handle: async (task) => {
      const startedAt = performance.now();
      const product = await repository.findProduct(task.productId);
      if (!product) return;
      await makeProductMedia(deps, product);
      logger.debug(
        { product: taskKey(task), milliseconds: Math.round(performance.now() - startedAt) },
        'demo media made',
      );
      const isDone = !(await repository.isAnyPublishedAwaitingMedia());
      if (isDone && !isComplete) logger.info('demo media complete: every product is listed');
      isComplete = isDone;
    },
  });
}

/** Asks the workers to make a product's missing media (again, if a file is gone), ahead of the rest. */
export async function queueMakeMedia(jobs: JobQueue, task: MediaTask): Promise<void> {
  await jobs.send(MAKE_MEDIA_JOB, task, {
    singletonKey: taskKey(task),
    priority: REMAKE_PRIORITY,
  });
}

/** Asks the workers to make whatever demo media are missing (a no-op once all are made). */
export async function queueDemoMedia(jobs: JobQueue): Promise<void> {
  await jobs.send(PLAN_DEMO_MEDIA_JOB, {}, { singletonKey: 'plan' });
}
