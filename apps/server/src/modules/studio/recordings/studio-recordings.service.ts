import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  RECORDING_CONTENT_TYPES,
  RECORDING_MAX_MINUTES,
  RECORDING_UPLOAD_MAX_BYTES,
  studioRecordingMessages,
  type RecordingAlignment,
} from '@cadenza/domain';
import type { AlignedRecording } from '@cadenza/music/align';
import type { LoadedScore } from '@cadenza/music/scores';
import { AppError } from '../../../http/app-error.js';
import type { Viewer } from '../../../http/viewer.js';
import type { ContentRepository } from '../../content/content.repository.js';
import type { MediaStore } from '../../content/media-store.js';
import { assertInScope, type StudioScope } from '../studio-access.js';
import { decodeForAlignment, encodeForPlayer, probeAudio } from './recording-audio.js';
import { createRecordingSync, type RecordingSyncDependencies } from './recording-sync.js';

export const ALIGN_RECORDING_JOB = 'studio-align-recording';

/** What the job is given: the product and the spooled upload. */
export interface AlignRecordingJob {
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
  jobOf(id: string): Promise<{ state: string; data: unknown; output: unknown } | null>;
  /** Where uploads wait for their job (DATA_DIR/recording-uploads). */
  spoolDir: string;
}

/** Stops reading at the limit: the rest of a too large upload is never written. */
async function spool(body: Readable, file: string): Promise<number> {
  let bytes = 0;
  const out = createWriteStream(file);
  await pipeline(
    body,
    async function* limit(source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        bytes += chunk.length;
        if (bytes > RECORDING_UPLOAD_MAX_BYTES)
          throw new AppError(
            'payloadTooLarge',
            studioRecordingMessages.tooLarge(RECORDING_UPLOAD_MAX_BYTES / 1024 / 1024),
          );
        yield chunk;
      }
    },
    out,
  );
  return bytes;
}

const stateOf = (state: string): RecordingAlignment['state'] => {
  if (state === 'completed') return 'done';
  if (state === 'active') return 'working';
  if (state === 'failed' || state === 'cancelled') return 'failed';
  return 'queued';
};

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

    /** Spools the upload, checks it whole, and queues its alignment. */
    async upload(productId: string, body: Readable): Promise<RecordingAlignment> {
      await mkdir(deps.spoolDir, { recursive: true });
      const file = path.join(deps.spoolDir, randomUUID());
      try {
        const bytes = await spool(body, file);
        if (bytes === 0) throw new AppError('badRequest', studioRecordingMessages.empty);
        const probe = await probeAudio(file);
        if (!probe.ok) throw new AppError('badRequest', studioRecordingMessages.undecodable);
        if (probe.seconds > RECORDING_MAX_MINUTES * 60)
          throw new AppError('badRequest', studioRecordingMessages.tooLong(RECORDING_MAX_MINUTES));
        if (probe.seconds < 1) throw new AppError('badRequest', studioRecordingMessages.tooShort);
        const jobId = await deps.queue({ productId, upload: file });
        return { jobId, state: 'queued', error: null };
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
      const job = await deps.jobOf(jobId);
      const data = job?.data as Partial<AlignRecordingJob> | undefined;
      if (!job || data?.productId !== productId)
        throw new AppError('notFound', studioRecordingMessages.jobNotFound(jobId));
      const state = stateOf(job.state);
      const output = job.output as { message?: unknown } | null;
      const error =
        state === 'failed'
          ? typeof output?.message === 'string'
            ? output.message
            : 'the alignment failed'
          : null;
      return { jobId, state, error };
    },

    /** The job: decode, align on a worker thread, encode for the player, store, record. */
    async runAlignment(job: AlignRecordingJob): Promise<void> {
      const uploadId = path.basename(job.upload);
      const product = await deps.findProduct(job.productId);
      if (!product?.scoreRef) throw new Error(studioRecordingMessages.noScore);
      const score = await deps.loadScore(product.scoreRef);
      if (!score) throw new Error(studioRecordingMessages.noScore);
      const samples = await decodeForAlignment(job.upload);
      const aligned = await deps.align(score, samples);
      const encoded = `${job.upload}.m4a`;
      try {
        await encodeForPlayer(job.upload, encoded);
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
    },
  };
}

export type StudioRecordingsService = ReturnType<typeof createStudioRecordingsService>;
