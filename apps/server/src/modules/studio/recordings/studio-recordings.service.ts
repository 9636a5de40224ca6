import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  RECORDING_CONTENT_TYPES,
  RECORDING_MAX_MINUTES,
  RECORDING_UPLOAD_MAX_BYTES,
  studioRecordingMessages,
  type RecordingAlignment,
  type StudioJob,
} from '@cadenza/domain';
import type { AlignedRecording } from '@cadenza/music/align';
import type { LoadedScore } from '@cadenza/music/scores';
import { AppError } from '../../../http/app-error.js';
import { spoolUpload } from '../../../lib/spool-upload.js';
import type { Viewer } from '../../../http/viewer.js';
import type { ContentRepository } from '../../content/content.repository.js';
import type { MediaStore } from '../../content/media-store.js';
import { assertInScope, type StudioScope } from '../studio-access.js';
import type { AlignmentProgress } from './studio-recordings.repository.js';
import { decodeForAlignment, encodeForPlayer, probeAudio } from './recording-audio.js';
import { createRecordingSync, type RecordingSyncDependencies } from './recording-sync.js';

export const ALIGN_RECORDING_JOB = 'studio-align-recording';

/** What the job is given: its row (`recording_alignments`), the product, the spooled upload. */
export interface AlignRecordingJob {
  /** Absent from jobs queued before alignments had rows: those record no progress. */
  alignmentId?: string;
  productId: string;
  upload: string;
}

export interface StudioRecordingsDependencies extends Pick<
  RecordingSyncDependencies,
  'findUploadedRecording' | 'saveSyncMap'
> {
  scopeOf(viewer: Viewer | null): Promise<StudioScope>;
  findProduct(
    id: string,
  ): Promise<{ publisherId: string | null; scoreRef: string | null } | undefined>;
  /** Makes the uploaded recording the product's (its `recording_ref`). */
  setRecordingRef(productId: string, ref: string): Promise<void>;
  content: Pick<ContentRepository, 'saveMediaAsset' | 'deleteMediaAsset'>;
  store: MediaStore;
  loadScore(ref: string): Promise<LoadedScore | undefined>;
  /** Aligns on a worker thread (the content workers' `alignRecording`). */
  align(score: LoadedScore, samples: Float32Array): Promise<AlignedRecording>;
  queue(job: AlignRecordingJob): Promise<string>;
  createAlignment(values: {
    productId: string;
    requestedBy: string | null;
    upload: string;
  }): Promise<string>;
  setAlignmentJob(id: string, jobId: string): Promise<void>;
  findAlignmentStatus(id: string): Promise<StudioJob['status'] | undefined>;
  markAlignment(id: string, progress: AlignmentProgress): Promise<void>;
  supersedeAlignments(productId: string, alignedId: string): Promise<string[]>;
  /** The alignment as the Jobs page shows it (studio-jobs: its row and its queue's state). */
  findJob(id: string): Promise<StudioJob | undefined>;
  logger: { error(object: object, message: string): void };
  /** Where uploads wait for their job (DATA_DIR/recording-uploads). */
  spoolDir: string;
}

/** Stops reading at the limit: the rest of a too large upload is never written. */
const spoolLimit = {
  maxBytes: RECORDING_UPLOAD_MAX_BYTES,
  tooLarge: () =>
    new AppError(
      'payloadTooLarge',
      studioRecordingMessages.tooLarge(RECORDING_UPLOAD_MAX_BYTES / 1024 / 1024),
    ),
};

const stateOf: Record<StudioJob['status'], RecordingAlignment['state']> = {
  queued: 'queued',
  running: 'working',
  done: 'done',
  failed: 'failed',
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Recordings uploaded in the studio: checked as they arrive (audio ffmpeg reads to its end, not
 * too long), then aligned to the score by a job that makes them the piece's recording with the
 * sync map the player uses (`@cadenza/music/align`).
 */
export function createStudioRecordingsService(deps: StudioRecordingsDependencies) {
  async function editable(viewer: Viewer | null, productId: string) {
    const scope = await deps.scopeOf(viewer);
    const product = await deps.findProduct(productId);
    assertInScope(scope, productId, product);
    return product;
  }

  async function alignAndStore(
    job: AlignRecordingJob,
    progress: (values: AlignmentProgress) => Promise<void>,
  ): Promise<void> {
    const uploadId = path.basename(job.upload);
    const product = await deps.findProduct(job.productId);
    if (!product?.scoreRef) throw new Error(studioRecordingMessages.noScore);
    const score = await deps.loadScore(product.scoreRef);
    if (!score) throw new Error(studioRecordingMessages.noScore);
    const samples = await decodeForAlignment(job.upload);
    await progress({ step: 1 });
    const aligned = await deps.align(score, samples);
    await progress({ step: 2 });
    const encoded = `${job.upload}.m4a`;
    try {
      await encodeForPlayer(job.upload, encoded);
      await progress({ step: 3 });
      const relative = `${job.productId}/recording-${uploadId}.m4a`;
      await deps.store.write(relative, await readFile(encoded));
      await deps.content.saveMediaAsset({
        productId: job.productId,
        kind: 'recording',
        variant: 'main',
        path: relative,
        contentType: 'audio/mp4',
        durationMs: Math.max(1, Math.round((samples.length / 22_050) * 1000)),
        syncMap: aligned.syncMap,
        source: `upload:${uploadId}`,
      });
      // Stems rendered from the score are of another performance: they go.
      await deps.content.deleteMediaAsset(job.productId, 'recording', 'stems');
      await deps.setRecordingRef(job.productId, `upload:${uploadId}`);
    } finally {
      await rm(encoded, { force: true });
    }
    await rm(job.upload, { force: true });
  }

  return {
    /** The uploaded recording's sync map, read and corrected (recording-sync.ts). */
    ...createRecordingSync({ ...deps, editable }),

    /** Checks who asks and what the product is, before a byte of the body is read. */
    async accept(viewer: Viewer | null, productId: string, contentType: string | undefined) {
      const product = await editable(viewer, productId);
      const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!(RECORDING_CONTENT_TYPES as readonly string[]).includes(type))
        throw new AppError('badRequest', studioRecordingMessages.notAudio);
      if (!product.scoreRef) throw new AppError('badRequest', studioRecordingMessages.noScore);
    },

    /** Spools the upload, checks it whole, records it and queues its alignment. */
    async upload(
      viewer: Viewer | null,
      productId: string,
      body: Readable,
    ): Promise<RecordingAlignment> {
      await mkdir(deps.spoolDir, { recursive: true });
      const file = path.join(deps.spoolDir, randomUUID());
      try {
        const bytes = await spoolUpload(body, file, spoolLimit);
        if (bytes === 0) throw new AppError('badRequest', studioRecordingMessages.empty);
        const probe = await probeAudio(file);
        if (!probe.ok) throw new AppError('badRequest', studioRecordingMessages.undecodable);
        if (probe.seconds > RECORDING_MAX_MINUTES * 60)
          throw new AppError('badRequest', studioRecordingMessages.tooLong(RECORDING_MAX_MINUTES));
        if (probe.seconds < 1) throw new AppError('badRequest', studioRecordingMessages.tooShort);
        const alignmentId = await deps.createAlignment({
          productId,
          requestedBy: viewer?.userId ?? null,
          upload: file,
        });
        await deps.setAlignmentJob(
          alignmentId,
          await deps.queue({ alignmentId, productId, upload: file }),
        );
        return { jobId: alignmentId, state: 'queued', error: null };
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
    },

    async alignment(
      viewer: Viewer | null,
      productId: string,
      jobId: string,
    ): Promise<RecordingAlignment> {
      await editable(viewer, productId);
      const job = await deps.findJob(jobId);
      if (job?.kind !== 'recording-alignment' || job.productId !== productId)
        throw new AppError('notFound', studioRecordingMessages.jobNotFound(jobId));
      return { jobId, state: stateOf[job.status], error: job.error };
    },

    /**
     * The job: decode, align on a worker thread, encode for the player, store, record; each
     * step's end recorded on its row. An error ends it failed with its message, the upload
     * kept for Retry (a lost worker is retried by the queue).
     */
    async runAlignment(job: AlignRecordingJob): Promise<void> {
      const { alignmentId } = job;
      const status = alignmentId ? await deps.findAlignmentStatus(alignmentId) : undefined;
      if (status === 'done' || status === 'failed') return;
      const progress = async (values: AlignmentProgress) => {
        if (alignmentId) await deps.markAlignment(alignmentId, values);
      };
      try {
        await progress({ status: 'running', step: 0 });
        await alignAndStore(job, progress);
      } catch (error) {
        if (!alignmentId) throw error;
        deps.logger.error({ err: error, alignmentId }, 'recording alignment failed');
        await progress({
          status: 'failed',
          error: messageOf(error),
          retryable: true,
          finishedAt: new Date(),
        });
        return;
      }
      await progress({ status: 'done', step: 4, finishedAt: new Date() });
      if (alignmentId)
        for (const upload of await deps.supersedeAlignments(job.productId, alignmentId))
          await rm(upload, { force: true });
    },
  };
}

export type StudioRecordingsService = ReturnType<typeof createStudioRecordingsService>;
