import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { scoreImports } from '../../db/schema/index.js';

export interface ImportJobRow {
  id: string;
  requestedBy: string | null;
  name: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  error: string | null;
  totalFiles: number | null;
  createdAt: Date;
  finishedAt: Date | null;
  /** Files with an outcome so far. */
  done: number;
  /** The state of the import's latest pg-boss job ('created', 'active', 'failed', …), if any. */
  queueState: string | null;
  /** Its error message when it failed. */
  queueError: string | null;
}

/**
 * The studio's view of long jobs: score imports (`score_imports`, their files' outcomes) with
 * the state of the latest pg-boss job working each (`pgboss.job`, read only), since a job that
 * throws leaves its import 'running'.
 */
export function createStudioJobsRepository(db: Database, importQueue: string) {
  const latestJob = (column: string) =>
    sql.raw(`(SELECT ${column} FROM pgboss.job job
      WHERE job.name = '${importQueue.replace(/'/g, "''")}'
        AND job.data->>'importId' = score_imports.id::text
      ORDER BY job.created_on DESC LIMIT 1)`);
  const columns = {
    id: scoreImports.id,
    requestedBy: scoreImports.requestedBy,
    name: scoreImports.name,
    status: scoreImports.status,
    error: scoreImports.error,
    totalFiles: scoreImports.totalFiles,
    createdAt: scoreImports.createdAt,
    finishedAt: scoreImports.finishedAt,
    done: sql<number>`(SELECT count(*)::int FROM score_import_files file
      WHERE file.import_id = ${scoreImports.id})`,
    queueState: sql<string | null>`${latestJob('job.state::text')}`,
    queueError: sql<string | null>`${latestJob("job.output->>'message'")}`,
  };

  return {
    async listImports(userId: string, limit: number): Promise<ImportJobRow[]> {
      return db
        .select(columns)
        .from(scoreImports)
        .where(eq(scoreImports.requestedBy, userId))
        .orderBy(desc(scoreImports.createdAt))
        .limit(limit);
    },

    async findImport(id: string): Promise<ImportJobRow | undefined> {
      const [row] = await db.select(columns).from(scoreImports).where(eq(scoreImports.id, id));
      return row;
    },
  };
}

export type StudioJobsRepository = ReturnType<typeof createStudioJobsRepository>;
