import { stat } from 'node:fs/promises';
import {
  alignmentSteps,
  filmSteps,
  STUDIO_JOBS_PAGE_SIZE,
  studioJobMessages,
  type StudioJob,
  type StudioJobs,
} from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import type { Viewer } from '../../http/viewer.js';
import { studioScopeOf, type StudioImprint } from './studio-access.js';
import type { JobRow, StudioJobsRepository } from './studio-jobs.repository.js';

export interface StudioJobsDependencies {
  repository: StudioJobsRepository;
  /** A publisher's imprint, for the studio scope check (only admins and publishers have jobs). */
  imprintOf: (userId: string) => Promise<StudioImprint>;
  /** Queues the import's job again (the import module's own queueing). */
  queueImport: (importId: string) => Promise<void>;
  /** Queues an alignment's job again (the recordings module's); answers the job's id. */
  queueAlignment: (job: {
    alignmentId: string;
    productId: string;
    upload: string;
  }) => Promise<string>;
}

const isActive = (status: JobRow['status']) => status === 'queued' || status === 'running';

/**
 * What the studio shows of a job: its own state, or the queue's when the queue gave up on it
 * while the row still says it is under way (a worker lost on each attempt).
 */
export function toStudioJob(row: JobRow): StudioJob {
  const waiting = row.queueState === 'created' || row.queueState === 'retry';
  const stopped = row.queueState === 'failed' && isActive(row.status);
  const status = stopped ? 'failed' : waiting && isActive(row.status) ? 'queued' : row.status;
  const isImport = row.kind === 'score-import';
  const reason = row.queueError ?? 'no reason was recorded';
  const isFilm = row.kind === 'film';
  const steps = isFilm ? filmSteps : alignmentSteps;
  const step = steps[Math.min(row.done, steps.length - 1)];
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    status,
    done: row.done,
    total: row.total,
    unit: isImport ? 'files' : 'steps',
    stage: !isImport && status === 'running' ? (step ?? null) : null,
    productId: row.productId,
    error: stopped
      ? isImport
        ? studioJobMessages.stopped(reason)
        : isFilm
          ? studioJobMessages.filmStopped(reason)
          : studioJobMessages.alignmentStopped(reason)
      : status === 'failed'
        ? row.error
        : null,
    // A film's upload goes when its job fails: it is uploaded again, never retried here.
    canRetry: !isFilm && (stopped || (status === 'failed' && row.retryable)),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The viewer's long jobs and Retry, for admins and publishers (their own jobs only). */
export function createStudioJobsService(deps: StudioJobsDependencies) {
  /** A job of the viewer's; anyone else's answers as a missing one. */
  async function ownJob(viewer: Viewer | null, id: string): Promise<JobRow> {
    await studioScopeOf(viewer, deps.imprintOf);
    const row = await deps.repository.findJob(id);
    if (!row || row.requestedBy !== viewer?.userId)
      throw new AppError('notFound', studioJobMessages.jobNotFound(id));
    return row;
  }

  async function requeueAlignment(id: string): Promise<void> {
    const alignment = await deps.repository.findAlignmentUpload(id);
    const kept = alignment && (await stat(alignment.upload).catch(() => null))?.isFile();
    if (!alignment || !kept) throw new AppError('conflict', studioJobMessages.uploadGone);
    await deps.repository.requeueAlignment(id);
    const jobId = await deps.queueAlignment({ alignmentId: id, ...alignment });
    await deps.repository.setAlignmentJob(id, jobId);
  }

  return {
    async listJobs(viewer: Viewer | null, page: number): Promise<StudioJobs> {
      await studioScopeOf(viewer, deps.imprintOf);
      const { rows, total } = await deps.repository.listJobs(viewer?.userId ?? '', {
        offset: (page - 1) * STUDIO_JOBS_PAGE_SIZE,
        limit: STUDIO_JOBS_PAGE_SIZE,
      });
      return { items: rows.map(toStudioJob), total, page, pageSize: STUDIO_JOBS_PAGE_SIZE };
    },

    async retryJob(viewer: Viewer | null, id: string): Promise<StudioJob> {
      const job = toStudioJob(await ownJob(viewer, id));
      if (!job.canRetry)
        throw new AppError(
          'conflict',
          job.status !== 'failed'
            ? studioJobMessages.notFailed
            : job.kind === 'score-import'
              ? studioJobMessages.notRetryable
              : job.kind === 'film'
                ? studioJobMessages.filmNotRetryable
                : studioJobMessages.uploadGone,
        );
      if (job.kind === 'score-import') {
        await deps.repository.requeueImport(id);
        await deps.queueImport(id);
      } else await requeueAlignment(id);
      const queued = await deps.repository.findJob(id);
      if (!queued) throw new AppError('notFound', studioJobMessages.jobNotFound(id));
      return toStudioJob(queued);
    },
  };
}

export type StudioJobsService = ReturnType<typeof createStudioJobsService>;
