import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';

/** Server messages of the studio's jobs. */
export const studioJobMessages = {
  jobNotFound: (id: string) => `job ${id} not found`,
  notRetryable:
    'this job cannot be retried: its upload could not be read and is gone; upload the files again',
  notFailed: 'only a failed job can be retried',
  stopped: (reason: string) => `the import stopped: ${reason}`,
} as const;

export const studioJobStatuses = ['queued', 'running', 'done', 'failed'] as const;

/** One long job the viewer asked for: today, a score import (its files are the progress). */
export const studioJobSchema = z.object({
  id: z.string(),
  kind: z.literal('score-import'),
  title: z.string(),
  status: z.enum(studioJobStatuses),
  /** Files worked so far, of `total` (null until the job has listed them). */
  done: z.number().int(),
  total: z.number().int().nullable(),
  error: z.string().nullable(),
  /** Whether Retry works: a job that stopped with its upload still kept. */
  canRetry: z.boolean(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type StudioJob = z.infer<typeof studioJobSchema>;

export const studioJobsSchema = z.object({ items: z.array(studioJobSchema) });
export type StudioJobs = z.infer<typeof studioJobsSchema>;

export const studioJobParamsSchema = z.object({ id: z.uuid() });

/** The viewer's own long jobs, newest first (the latest 50). */
export const studioJobsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/studio/jobs',
  response: { 200: studioJobsSchema },
});

/** Queues a job that stopped once more. */
export const retryStudioJobEndpoint = defineEndpoint({
  method: 'POST',
  path: '/studio/jobs/:id/retry',
  params: studioJobParamsSchema,
  response: { 202: studioJobSchema },
});
