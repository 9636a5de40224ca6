import type { JobQueue } from '../../../jobs/job-queue.js';
import {
  MAKE_FILM_JOB,
  type MakeFilmJob,
  type StudioFilmsService,
} from './studio-films.service.js';

/** A film's job may run long (a 20-minute film on a busy machine): the queue waits 3 hours. */
const FILM_JOB_EXPIRE_SECONDS = 3 * 60 * 60;

/** Queues the job of a spooled upload; answers the job's id. */
export async function queueFilmJob(jobs: JobQueue, job: MakeFilmJob): Promise<string> {
  const id = await jobs.send(MAKE_FILM_JOB, job);
  if (!id) throw new Error('the film was not queued');
  return id;
}

/**
 * The film job: retried once when its process is lost (its row still says running); a failure
 * it meets ends it failed with its reason, never retried (the same film fails the same way).
 */
export function defineFilmJobs(jobs: JobQueue, service: StudioFilmsService): void {
  jobs.define<MakeFilmJob>({
    name: MAKE_FILM_JOB,
    handle: (job) => service.runJob(job),
    retryLimit: 1,
    retryDelaySeconds: 10,
    expireInSeconds: FILM_JOB_EXPIRE_SECONDS,
  });
}
