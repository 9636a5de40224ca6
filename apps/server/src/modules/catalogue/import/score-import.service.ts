import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { scoreImportMessages, studioJobMessages, type ScoreImport } from '@cadenza/domain';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../http/app-error.js';
import type { Viewer } from '../../../http/viewer.js';
import { importScores, type ImportOptions, type ImportReport } from './import-scores.js';
import type { ScoreCheck } from './score-check.js';
import { createScoreImportRepository } from './score-import.repository.js';
import { folderSource, ImportFolderError, sourceAt, zipSource } from './score-sources.js';

export const SCORE_IMPORT_JOB = 'score-import';

/** Who may import, and into which imprint. */
export interface ImportScope {
  userId: string;
  /** Admins import into any imprint (or none); a publisher only into its own. */
  isAdmin: boolean;
  imprint: { id: string; name: string } | null;
}

export interface ScoreImportServiceDependencies {
  db: Database;
  check: ScoreCheck;
  /** Where uploads wait for their job (DATA_DIR/score-imports): a folder the workers share. */
  spoolDir: string;
  /** Queues the job that imports an upload. */
  queueImport: (importId: string) => Promise<void>;
  /** After an import: the media of the new pieces (their recordings) are made by the workers. */
  afterImport: () => Promise<void>;
  logger: { error(object: object, message: string): void };
}

/**
 * Score imports: the CLI's (a folder or zip on disk, at once) and the studio's uploads
 * (spooled to disk, then imported by a job that records each file's outcome as it goes).
 */
export function createScoreImportService(deps: ScoreImportServiceDependencies) {
  const repository = createScoreImportRepository(deps.db);

  const folderOf = (importId: string) => path.join(deps.spoolDir, importId);

  /** Imports the files spooled in `folder`, recording each one's outcome. */
  async function importUpload(
    importId: string,
    record: { name: string; imprintId: string | null; publish: boolean },
    folder: string,
  ): Promise<void> {
    const files = path.join(folder, 'files');
    const [sheetName] = await readdir(path.join(folder, 'sheet')).catch(() => []);
    const settings = JSON.parse(
      await readFile(path.join(folder, 'import.json'), 'utf8').catch(() => '{}'),
    ) as { collection?: string | null };
    const entries = await readdir(files).catch(() => [] as string[]);
    const onlyZip = entries.length === 1 && entries[0]?.toLowerCase().endsWith('.zip');
    const source = onlyZip
      ? await zipSource(path.join(files, entries[0] ?? ''), record.name)
      : { ...(await folderSource(files)), name: record.name };
    const imprint = record.imprintId
      ? ((await repository.findOrganisation(record.imprintId)) ?? null)
      : null;
    try {
      await importScores(deps.db, source, {
        check: deps.check,
        imprint,
        published: record.publish,
        ...(settings.collection ? { collection: settings.collection } : {}),
        ...(sheetName
          ? {
              sheet: {
                name: sheetName,
                text: await readFile(path.join(folder, 'sheet', sheetName), 'utf8'),
              },
            }
          : {}),
        onOutcome: async (outcome, position, total) => {
          if (position === 0) await repository.markImport(importId, { totalFiles: total });
          await repository.recordFile({
            importId,
            position,
            file: outcome.file,
            status: outcome.status,
            reason: outcome.status === 'imported' ? null : outcome.reason,
            productId: outcome.status === 'refused' ? null : outcome.productId,
            title: outcome.status === 'refused' ? null : outcome.title,
          });
        },
      });
    } finally {
      await source.close();
    }
  }

  return {
    /**
     * The CLI: a folder or a zip on this machine. The server's workers make the new pieces'
     * media when they next start (as after a seed), since the CLI runs no job queue.
     */
    async importLocation(
      location: string,
      options: Omit<ImportOptions, 'check'> = {},
    ): Promise<ImportReport> {
      const source = await sourceAt(location);
      try {
        return await importScores(deps.db, source, { ...options, check: deps.check });
      } finally {
        await source.close();
      }
    },

    async findImprint(id: string): Promise<{ id: string; name: string } | null> {
      return (await repository.findOrganisation(id)) ?? null;
    },

    /** Who may import, or the error to answer (401, 403) before the upload is read. */
    async scopeOf(viewer: Viewer | null): Promise<ImportScope> {
      if (!viewer) throw new AppError('unauthorized', 'not signed in');
      if (viewer.role === 'admin') return { userId: viewer.userId, isAdmin: true, imprint: null };
      if (viewer.role !== 'publisher')
        throw new AppError('forbidden', scoreImportMessages.notStaff);
      const imprintId = await repository.findUserImprintId(viewer.userId);
      const imprint = imprintId ? await repository.findOrganisation(imprintId) : undefined;
      if (!imprint) throw new AppError('forbidden', scoreImportMessages.noImprint);
      return { userId: viewer.userId, isAdmin: false, imprint };
    },

    /** The imprint an upload goes to: the publisher's own; an admin's choice, which must exist. */
    async imprintFor(
      scope: ImportScope,
      requested: string | undefined,
    ): Promise<{ id: string; name: string } | null> {
      if (!scope.isAdmin) {
        if (requested && requested !== scope.imprint?.id)
          throw new AppError('forbidden', scoreImportMessages.imprintNotYours);
        return scope.imprint;
      }
      if (!requested) return null;
      const imprint = await repository.findOrganisation(requested);
      if (!imprint)
        throw new AppError('badRequest', scoreImportMessages.imprintNotFound(requested));
      return imprint;
    },

    /** A fresh folder an upload is written into before its import is recorded. */
    async newSpoolFolder(): Promise<string> {
      await mkdir(deps.spoolDir, { recursive: true });
      const folder = path.join(deps.spoolDir, `upload-${randomUUID()}`);
      await mkdir(path.join(folder, 'files'), { recursive: true });
      await mkdir(path.join(folder, 'sheet'), { recursive: true });
      return folder;
    },

    async discardSpoolFolder(folder: string): Promise<void> {
      await rm(folder, { recursive: true, force: true });
    },

    /** Records an upload (spooled in `folder`) and queues its import. */
    async startImport(input: {
      scope: ImportScope;
      imprint: { id: string; name: string } | null;
      name: string;
      collection: string | undefined;
      /** Its new products published at once, else drafts. */
      publish: boolean;
      folder: string;
    }): Promise<{ id: string }> {
      const id = await repository.createImport({
        requestedBy: input.scope.userId,
        imprintId: input.imprint?.id ?? null,
        name: input.name,
        publish: input.publish,
      });
      await writeFile(
        path.join(input.folder, 'import.json'),
        JSON.stringify({ collection: input.collection ?? null }),
      );
      await rename(input.folder, folderOf(id));
      await deps.queueImport(id);
      return { id };
    },

    /**
     * The job: imports an upload, each file's outcome recorded as soon as it is known. It ends
     * done, or failed with its reason: an unreadable zip or sheet (the upload is deleted), or
     * an error it did not expect (the upload is kept, and the studio's Retry queues it again;
     * the files already in are merged as the same content then). A worker lost mid-way leaves
     * it running, and the queue's retry takes it up again.
     */
    async runImport(importId: string): Promise<void> {
      const record = await repository.findImport(importId);
      if (!record || record.status === 'done' || record.status === 'failed') return;
      const folder = folderOf(importId);
      let failure: string | null = null;
      try {
        await repository.markImport(importId, { status: 'running' });
        await importUpload(importId, record, folder);
      } catch (error) {
        if (!(error instanceof ImportFolderError)) {
          deps.logger.error({ err: error, importId }, 'score import failed');
          await repository.markImport(importId, {
            status: 'failed',
            error: studioJobMessages.stopped(
              error instanceof Error ? error.message : String(error),
            ),
            retryable: true,
            finishedAt: new Date(),
          });
          await deps.afterImport();
          return;
        }
        failure = error.message;
      }
      // The upload goes before the import says it is over, so a finished import holds nothing.
      await rm(folder, { recursive: true, force: true });
      await repository.markImport(importId, {
        status: failure ? 'failed' : 'done',
        error: failure,
        finishedAt: new Date(),
      });
      await deps.afterImport();
    },

    /** An import's progress and report: an admin sees every import, a publisher its imprint's. */
    async getImport(scope: ImportScope, id: string): Promise<ScoreImport> {
      const record = await repository.findImport(id);
      if (!record || (!scope.isAdmin && record.imprintId !== scope.imprint?.id))
        throw new AppError('notFound', scoreImportMessages.importNotFound(id));
      const files = await repository.listImportFiles(id);
      const count = (status: string) => files.filter((file) => file.status === status).length;
      return {
        id: record.id,
        name: record.name,
        imprintId: record.imprintId,
        publish: record.publish,
        status: record.status,
        error: record.error,
        totalFiles: record.totalFiles,
        counts: { imported: count('imported'), merged: count('merged'), refused: count('refused') },
        files: files.map((file) => ({
          file: file.file,
          status: file.status,
          reason: file.reason,
          productId: file.productId,
          title: file.title,
        })),
        createdAt: record.createdAt.toISOString(),
        finishedAt: record.finishedAt?.toISOString() ?? null,
      };
    },
  };
}

export type ScoreImportService = ReturnType<typeof createScoreImportService>;
