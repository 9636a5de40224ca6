import type { JobQueue } from '../../../jobs/job-queue.js';
import { SCORE_IMPORT_JOB, type ScoreImportService } from './score-import.service.js';

/** Queues the import of an upload (already spooled and recorded). */
export async function queueScoreImport(jobs: JobQueue, importId: string): Promise<void> {
  await jobs.send(SCORE_IMPORT_JOB, { importId });
}

/**
 * The import job: works one upload, file by file. A failure of the whole import (an unreadable
 * zip or sheet) is recorded on the import, not retried; anything else is retried once, which
 * is safe since files already in are merged as the same content.
 */
export function defineScoreImportJobs(jobs: JobQueue, service: ScoreImportService): void {
  jobs.define<{ importId: string }>({
    name: SCORE_IMPORT_JOB,
    handle: ({ importId }) => service.runImport(importId),
    retryLimit: 1,
    retryDelaySeconds: 10,
  });
}
