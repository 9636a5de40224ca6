import type { JobQueue } from '../../../jobs/job-queue.js';
import {
  ALIGN_RECORDING_JOB,
  type AlignRecordingJob,
  type StudioRecordingsService,
} from './studio-recordings.service.js';

/** Queues the alignment of a spooled upload; answers the job's id. */
export async function queueRecordingAlignment(
  jobs: JobQueue,
  job: AlignRecordingJob,
): Promise<string> {
  const id = await jobs.send(ALIGN_RECORDING_JOB, job);
  if (!id) throw new Error('the alignment was not queued');
  return id;
}

/** The alignment job: retried once (a worker lost mid-way), then failed with its reason. */
export function defineRecordingAlignmentJobs(
  jobs: JobQueue,
  service: StudioRecordingsService,
): void {
  jobs.define<AlignRecordingJob>({
    name: ALIGN_RECORDING_JOB,
    handle: (job) => service.runAlignment(job),
    retryLimit: 1,
    retryDelaySeconds: 10,
  });
}
