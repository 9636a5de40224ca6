import { studioFilmMessages, type StudioJobKind } from '@cadenza/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { recordingAlignments, scoreImports } from '../../db/schema/index.js';
import { rowsOf } from '../search/search-rows.js';

export interface JobRow {
  kind: StudioJobKind;
  id: string;
  requestedBy: string | null;
  title: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  error: string | null;
  retryable: boolean;
  /** Files with an outcome so far (an import), or steps finished (an alignment). */
  done: number;
  total: number | null;
  productId: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  /** The state of the latest pg-boss job working it ('created', 'active', 'failed', …), if any. */
  queueState: string | null;
  /** Its error message when it failed. */
  queueError: string | null;
}

/** The queues the jobs run on (the import's and the alignment's pg-boss queue names). */
export interface StudioJobQueues {
  importQueue: string;
  alignmentQueue: string;
  /** The studio films' queue (films/studio-films.jobs.ts). */
  filmQueue: string;
}

/**
 * The studio's view of long jobs: score imports (`score_imports`, their files' outcomes) and
 * recording alignments (`recording_alignments`), each with the state of the latest pg-boss job
 * working it (`pgboss.job`, read only): a worker lost twice leaves the row 'running' while the
 * queue has given up.
 */
export function createStudioJobsRepository(db: Database, queues: StudioJobQueues) {
  const jobs = sql`
    SELECT 'score-import' AS kind, i.id::text AS id, i.requested_by AS "requestedBy",
           i.name AS title, i.status, i.error, i.retryable,
           (SELECT count(*)::int FROM score_import_files file WHERE file.import_id = i.id) AS done,
           i.total_files AS total, NULL::text AS "productId",
           i.created_at AS "createdAt", i.finished_at AS "finishedAt",
           queue.state AS "queueState", queue.message AS "queueError"
      FROM score_imports i
      LEFT JOIN LATERAL (
        SELECT job.state::text AS state, job.output->>'message' AS message FROM pgboss.job job
         WHERE job.name = ${queues.importQueue} AND job.data->>'importId' = i.id::text
         ORDER BY job.created_on DESC LIMIT 1) queue ON true
    UNION ALL
    SELECT 'recording-alignment', a.id::text, a.requested_by, p.title, a.status, a.error,
           a.retryable, a.step::int, 4, a.product_id, a.created_at, a.finished_at,
           queue.state, queue.message
      FROM recording_alignments a
      JOIN products p ON p.id = a.product_id
      LEFT JOIN LATERAL (
        SELECT job.state::text AS state, job.output->>'message' AS message FROM pgboss.job job
         WHERE job.name = ${queues.alignmentQueue} AND job.id = a.job_id) queue ON true
    UNION ALL
    SELECT 'film', f.id::text, f.requested_by,
           p.title || CASE f.angle WHEN 'main' THEN '' ELSE ' (' || f.angle || ' camera)' END,
           -- A film job whose heartbeat stopped has lost its process (studio-films.repository).
           CASE WHEN f.status = 'running' AND f.heartbeat_at < now() - interval '2 minutes'
                THEN 'failed' ELSE f.status END,
           CASE WHEN f.status = 'running' AND f.heartbeat_at < now() - interval '2 minutes'
                THEN ${studioFilmMessages.stalled}::text ELSE f.error END,
           false,
           CASE f.status WHEN 'done' THEN 3
             ELSE CASE f.stage WHEN 'aligning' THEN 1 WHEN 'storing' THEN 2 ELSE 0 END END,
           3, f.product_id, f.created_at, f.finished_at, queue.state, queue.message
      FROM film_uploads f
      JOIN products p ON p.id = f.product_id
      LEFT JOIN LATERAL (
        SELECT job.state::text AS state, job.output->>'message' AS message FROM pgboss.job job
         WHERE job.name = ${queues.filmQueue} AND job.id = f.job_id) queue ON true`;

  /** Timestamps come back as text from a raw statement on either driver. */
  const toRow = (row: JobRow): JobRow => ({
    ...row,
    createdAt: new Date(row.createdAt),
    finishedAt: row.finishedAt ? new Date(row.finishedAt) : null,
  });

  return {
    /** A page of a person's jobs, newest first, and how many there are. */
    async listJobs(
      userId: string,
      page: { offset: number; limit: number },
    ): Promise<{ rows: JobRow[]; total: number }> {
      const [rows, counted] = await Promise.all([
        db.execute(sql`SELECT * FROM (${jobs}) jobs WHERE "requestedBy" = ${userId}
          ORDER BY "createdAt" DESC, id LIMIT ${page.limit} OFFSET ${page.offset}`),
        db.execute(sql`
          SELECT (SELECT count(*) FROM score_imports WHERE requested_by = ${userId})
               + (SELECT count(*) FROM recording_alignments WHERE requested_by = ${userId})
               + (SELECT count(*) FROM film_uploads WHERE requested_by = ${userId})
               AS total`),
      ]);
      return {
        rows: rowsOf<JobRow>(rows).map(toRow),
        total: Number(rowsOf<{ total: number | string }>(counted)[0]?.total ?? 0),
      };
    },

    async findJob(id: string): Promise<JobRow | undefined> {
      const [row] = rowsOf<JobRow>(
        await db.execute(sql`SELECT * FROM (${jobs}) jobs WHERE id = ${id}`),
      );
      return row ? toRow(row) : undefined;
    },

    /** Makes a failed import queued again (its job is sent by the import module). */
    async requeueImport(id: string): Promise<void> {
      await db
        .update(scoreImports)
        .set({ status: 'queued', error: null, retryable: false, finishedAt: null })
        .where(eq(scoreImports.id, id));
    },

    /** The upload and piece of an alignment, to queue its job again. */
    async findAlignmentUpload(id: string) {
      const [row] = await db
        .select({ productId: recordingAlignments.productId, upload: recordingAlignments.upload })
        .from(recordingAlignments)
        .where(eq(recordingAlignments.id, id));
      return row;
    },

    /** Makes a failed alignment queued again, from its first step. */
    async requeueAlignment(id: string): Promise<void> {
      await db
        .update(recordingAlignments)
        .set({ status: 'queued', step: 0, error: null, retryable: false, finishedAt: null })
        .where(eq(recordingAlignments.id, id));
    },

    /** The job now working it. */
    async setAlignmentJob(id: string, jobId: string): Promise<void> {
      await db.update(recordingAlignments).set({ jobId }).where(eq(recordingAlignments.id, id));
    },
  };
}

export type StudioJobsRepository = ReturnType<typeof createStudioJobsRepository>;
