import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';

/** Server messages of the studio's jobs. */
export const studioJobMessages = {
  jobNotFound: (id: string) => `job ${id} not found`,
  notRetryable:
    'this job cannot be retried: its upload could not be read and is gone; upload the files again',
  notFailed: 'only a failed job can be retried',
  stopped: (reason: string) => `the import stopped: ${reason}`,
  alignmentStopped: (reason: string) => `the alignment stopped: ${reason}`,
  uploadGone: 'this recording cannot be aligned again: its upload is gone; upload it again',
  superseded: 'a later recording of this piece was aligned in its place',
  filmStopped: (reason: string) => `the film's job stopped: ${reason}`,
  filmNotRetryable: 'a film is not made again from its upload: upload the film again',
} as const;

export const studioJobStatuses = ['queued', 'running', 'done', 'failed'] as const;

export const studioJobKinds = ['score-import', 'recording-alignment', 'film'] as const;
export type StudioJobKind = (typeof studioJobKinds)[number];

/** The steps of a recording's alignment, in order: `done` counts those finished. */
export const alignmentSteps = [
  'Decoding the recording',
  'Aligning it with the score',
  'Encoding it for the player',
  'Storing it as the piece’s recording',
] as const;

/** The steps of an uploaded film's job (studio films), in order. */
export const filmSteps = [
  'Making the stream',
  'Aligning it with the score',
  'Storing it as the product’s film',
] as const;

/**
 * One long job the viewer asked for: a score import (its files are the progress) or the
 * alignment of an uploaded recording (its steps are).
 */
export const studioJobSchema = z.object({
  id: z.string(),
  kind: z.enum(studioJobKinds),
  /** The import's name, or the piece's title. */
  title: z.string(),
  status: z.enum(studioJobStatuses),
  /** Files (an import) or steps (an alignment) finished, of `total` (null until known). */
  done: z.number().int(),
  total: z.number().int().nullable(),
  unit: z.enum(['files', 'steps']),
  /** The step being worked while it runs (an alignment's), else null. */
  stage: z.string().nullable(),
  /** The piece an alignment is for (its edit page), null for an import. */
  productId: z.string().nullable(),
  error: z.string().nullable(),
  /** Whether Retry works: a job that failed with what it needs still kept. */
  canRetry: z.boolean(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type StudioJob = z.infer<typeof studioJobSchema>;

export const STUDIO_JOBS_PAGE_SIZE = 25;

export const studioJobsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const studioJobsSchema = z.object({
  items: z.array(studioJobSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StudioJobs = z.infer<typeof studioJobsSchema>;

export const studioJobParamsSchema = z.object({ id: z.uuid() });

/** The viewer's own long jobs, newest first, a page at a time. */
export const studioJobsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/studio/jobs',
  query: studioJobsQuerySchema,
  response: { 200: studioJobsSchema },
});

/** Queues a job that failed once more. */
export const retryStudioJobEndpoint = defineEndpoint({
  method: 'POST',
  path: '/studio/jobs/:id/retry',
  params: studioJobParamsSchema,
  response: { 202: studioJobSchema },
});
