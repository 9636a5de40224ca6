import { availableParallelism } from 'node:os';
import type { ContentTasks } from './content-tasks.js';
import { createWorkerPool, type WorkerPool } from './worker-pool.js';

/**
 * Run from TypeScript sources (Vitest, tsx) this module is a .ts file and so is the worker,
 * loaded through tsx; in the esbuild bundle, dist/content-worker.js sits beside dist/main.js
 * and dist/cli.js.
 */
const isSource = import.meta.url.endsWith('.ts');

/** Threads for heavy content work: one less than the cores (the event loop has one), 1 to 4. */
export const CONTENT_WORKERS = Math.max(1, Math.min(4, availableParallelism() - 1));

/** A pool of content workers (`content-tasks.ts`), `nice` steps nicer than the process. */
export function createContentWorkPool(size = CONTENT_WORKERS, nice = 0): WorkerPool<ContentTasks> {
  return createWorkerPool<ContentTasks>({
    url: new URL(isSource ? './content-worker.ts' : './content-worker.js', import.meta.url),
    size,
    isTypeScript: isSource,
    nice,
  });
}

/**
 * Threads rendering demo media: as many as the demo-media jobs run at once (two on two cores,
 * so one draws frames while the other's encoder runs), apart from the content workers so that
 * a request's preview never waits behind a film.
 */
export const MEDIA_WORKERS = Math.max(1, Math.min(2, availableParallelism()));

/**
 * How much nicer than the server the media workers and their ffmpeg runs are: the demo media fill the cores the requests
 * leave, and a request's thread (the event loop, the content workers) runs first when it has work.
 */
export const MEDIA_NICE = 10;

let shared: WorkerPool<ContentTasks> | undefined;
let media: WorkerPool<ContentTasks> | undefined;

/**
 * The process's one pool of content workers, whose threads start on first use. Idle threads
 * do not keep the process alive, so nothing has to close it.
 */
export function contentWork(): WorkerPool<ContentTasks> {
  shared ??= createContentWorkPool();
  return shared;
}

/** The process's pool of demo-media renderers (content workers of their own, see MEDIA_WORKERS). */
export function mediaWork(): WorkerPool<ContentTasks> {
  media ??= createContentWorkPool(MEDIA_WORKERS, MEDIA_NICE);
  return media;
}
