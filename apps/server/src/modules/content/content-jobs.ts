import {
  makePronunciation,
  makeRecording,
  makeVideo,
  parseFilmRef,
  planDemoMedia,
  taskKey,
  type MediaMakerDeps,
  type MediaTask,
} from '@cadenza/music/media';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { ScoreLoader } from '../catalogue/load-score.js';
import type { ContentRepository } from './content.repository.js';
import { createMediaSink } from './media-sink.js';
import type { MediaStore } from './media-store.js';
import type { ReadingPdfs } from './reading-pdfs.js';

export const PLAN_DEMO_MEDIA_JOB = 'content.plan-demo-media';
export const MAKE_MEDIA_JOB = 'content.make-media';

/** The home page's products and their children (a volume's pieces, a masterclass's performance). */
async function findDemoMediaProducts(repository: ContentRepository) {
  const homeIds = await repository.findHomeProductIds();
  const children = await repository.findChildIds(homeIds);
  const grandchildren = await repository.findChildIds(children);
  const ids = [...new Set([...homeIds, ...children, ...grandchildren])];
  const rows = new Map((await repository.findProducts(ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => rows.get(id) ?? []);
}

async function makeMedia(
  deps: MediaMakerDeps & { repository: ContentRepository; pdfs: ReadingPdfs },
  task: MediaTask,
): Promise<void> {
  const product = await deps.repository.findProduct(task.productId);
  if (!product) return;
  switch (task.kind) {
    case 'recording':
      return makeRecording(deps, product);
    case 'pronunciation':
      return makePronunciation(deps, product);
    case 'pdf':
      await deps.pdfs.ensure(product, { isPreview: false });
      return;
    case 'video': {
      const ref =
        task.variant === 'main'
          ? product.videoRef
          : product.videos.find((video) => video.perspective === task.variant)?.ref;
      if (!ref) return;
      const film = parseFilmRef(ref);
      const scoreRef =
        film.scoreRef ?? (await deps.repository.findParentsFirstScoreRef(product.id));
      if (!scoreRef) throw new Error(`no score to film for ${product.id}`);
      return makeVideo(deps, product, task.variant, { scoreRef, camera: film.camera });
    }
  }
}

/**
 * Demo media are made after start in jobs, one at a time, never during the seed: a new
 * installation starts in seconds and the pages use synthesised playback until a recording is
 * ready. Every job is idempotent (made media are skipped), so a restart resumes the plan.
 */
export function registerContentJobs(options: {
  jobs: JobQueue;
  logger: FastifyBaseLogger;
  repository: ContentRepository;
  store: MediaStore;
  loadScore: ScoreLoader;
  pdfs: ReadingPdfs;
}): void {
  const { jobs, logger, repository } = options;
  const deps = {
    repository,
    sink: createMediaSink(repository, options.store),
    loadScore: options.loadScore,
    pdfs: options.pdfs,
  };

  jobs.define<object>({
    name: PLAN_DEMO_MEDIA_JOB,
    // One plan queued (and one running) however often the service starts.
    policy: 'stately',
    retryLimit: 2,
    handle: async () => {
      const products = await findDemoMediaProducts(repository);
      const existing = await repository.listMediaAssetKeys(products.map((product) => product.id));
      const tasks = planDemoMedia(products, existing);
      for (const task of tasks) await queueMakeMedia(jobs, task);
      logger.info({ tasks: tasks.length }, 'demo media planned');
    },
  });
  jobs.define<MediaTask>({
    name: MAKE_MEDIA_JOB,
    // One job queued (and one running) per medium, however many requests find it missing.
    policy: 'stately',
    retryLimit: 2,
    retryDelaySeconds: 60,
    handle: async (task) => {
      const startedAt = performance.now();
      await makeMedia(deps, task);
      logger.info(
        { task: taskKey(task), milliseconds: Math.round(performance.now() - startedAt) },
        'demo media made',
      );
    },
  });
}

/** Asks the workers to make one medium (again, if its file is gone); queued once per medium. */
export async function queueMakeMedia(jobs: JobQueue, task: MediaTask): Promise<void> {
  await jobs.send(MAKE_MEDIA_JOB, task, { singletonKey: taskKey(task) });
}

/** Asks the workers to make whatever demo media are missing (a no-op once all are made). */
export async function queueDemoMedia(jobs: JobQueue): Promise<void> {
  await jobs.send(PLAN_DEMO_MEDIA_JOB, {}, { singletonKey: 'plan' });
}
