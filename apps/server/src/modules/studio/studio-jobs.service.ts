import { studioJobMessages, type StudioJob, type StudioJobs } from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import type { Viewer } from '../../http/viewer.js';
import { studioScopeOf, type StudioImprint } from './studio-access.js';
import type { ImportJobRow, StudioJobsRepository } from './studio-jobs.repository.js';

const LISTED_JOBS = 50;

export interface StudioJobsDependencies {
  repository: StudioJobsRepository;
  /** A publisher's imprint, for the studio scope check (only admins and publishers have jobs). */
  imprintOf: (userId: string) => Promise<StudioImprint>;
  /** Queues the import's job again (the import module's own queueing). */
  queueImport: (importId: string) => Promise<void>;
}

/** What the studio shows of an import: its own state, or the queue's when its job stopped. */
export function toStudioJob(row: ImportJobRow): StudioJob {
  const queued = row.queueState === 'created' || row.queueState === 'retry';
  const stopped = row.queueState === 'failed' && row.status !== 'done' && row.status !== 'failed';
  const status = stopped ? 'failed' : queued ? 'queued' : row.status;
  return {
    id: row.id,
    kind: 'score-import',
    title: row.name,
    status,
    done: row.done,
    total: row.totalFiles,
    error: stopped
      ? studioJobMessages.stopped(row.queueError ?? 'no reason was recorded')
      : row.status === 'failed'
        ? row.error
        : null,
    canRetry: stopped,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The viewer's long jobs and Retry, for admins and publishers (their own jobs only). */
export function createStudioJobsService(deps: StudioJobsDependencies) {
  return {
    async listJobs(viewer: Viewer | null): Promise<StudioJobs> {
      await studioScopeOf(viewer, deps.imprintOf);
      const rows = await deps.repository.listImports(viewer?.userId ?? '', LISTED_JOBS);
      return { items: rows.map(toStudioJob) };
    },

    async retryJob(viewer: Viewer | null, id: string): Promise<StudioJob> {
      await studioScopeOf(viewer, deps.imprintOf);
      const row = await deps.repository.findImport(id);
      if (!row || row.requestedBy !== viewer?.userId)
        throw new AppError('notFound', studioJobMessages.jobNotFound(id));
      const job = toStudioJob(row);
      if (!job.canRetry)
        throw new AppError(
          'conflict',
          job.status === 'failed' ? studioJobMessages.notRetryable : studioJobMessages.notFailed,
        );
      await deps.queueImport(id);
      const queued = await deps.repository.findImport(id);
      if (!queued) throw new AppError('notFound', studioJobMessages.jobNotFound(id));
      return toStudioJob(queued);
    },
  };
}

export type StudioJobsService = ReturnType<typeof createStudioJobsService>;
