import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  FILM_CONTENT_TYPES,
  FILM_MAX_MINUTES,
  FILM_UPLOAD_MAX_BYTES,
  filmAnglesOf,
  studioFilmMessages,
  studioRecordingMessages,
  type FilmAngle,
  type FilmJob,
  type StudioFilms,
} from '@cadenza/domain';
import type { AlignedRecording } from '@cadenza/music/align';
import type { LoadedScore } from '@cadenza/music/scores';
import { AppError } from '../../../http/app-error.js';
import { spoolUpload } from '../../../lib/spool-upload.js';
import type { Viewer } from '../../../http/viewer.js';
import { playlistDurationMs } from '../../content/hls-playlist.js';
import { mediaLayout, type MediaStore } from '../../content/media-store.js';
import { decodeForAlignment } from '../recordings/recording-audio.js';
import { assertInScope, type StudioScope } from '../studio-access.js';
import { decryptSegment, jpegFrameOf, readPlaylistTimes, transcodeFilm } from './film-hls.js';
import { probeFilm } from './film-probe.js';
import type {
  FilmUploadProgress,
  FilmUploadRow,
  StudioFilmsRepository,
} from './studio-films.repository.js';

export const MAKE_FILM_JOB = 'studio-make-film';

/** What the job is given: the upload's row (`film_uploads`). */
export interface MakeFilmJob {
  uploadId: string;
}

export interface StudioFilmsDependencies {
  scopeOf(viewer: Viewer | null): Promise<StudioScope>;
  repository: StudioFilmsRepository;
  store: MediaStore;
  loadScore(ref: string): Promise<LoadedScore | undefined>;
  /** Aligns on a worker thread (the content workers' `alignRecording`). */
  align(score: LoadedScore, samples: Float32Array): Promise<AlignedRecording>;
  /** Queues the job; answers its id. */
  queue(job: MakeFilmJob): Promise<string>;
  logger: { error(object: object, message: string): void };
  /** Where uploads wait for their job (DATA_DIR/film-uploads). */
  spoolDir: string;
}

/** How often a working job says it is alive (a job silent for two minutes has stopped). */
const HEARTBEAT_MS = 10_000;
/** The longest pause between two progress writes while transcoding. */
const PROGRESS_WRITE_MS = 1_000;

/** Stops reading at the limit: the rest of a too large upload is never written. */
const spoolLimit = {
  maxBytes: FILM_UPLOAD_MAX_BYTES,
  tooLarge: () =>
    new AppError(
      'payloadTooLarge',
      studioFilmMessages.tooLarge(FILM_UPLOAD_MAX_BYTES / 1024 / 1024),
    ),
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The job as the studio shows it: its row, or the queue's word when the row cannot know. */
export function toFilmJob(row: FilmUploadRow): FilmJob {
  const queueGaveUp = row.queueState === 'failed' && row.status !== 'done';
  const stalled = row.isStalled && row.queueState !== 'retry' && row.queueState !== 'created';
  if (row.status === 'failed' || queueGaveUp || stalled)
    return {
      jobId: row.id,
      angle: row.angle,
      state: 'failed',
      stage: null,
      percent: null,
      error:
        row.status === 'failed'
          ? row.error
          : queueGaveUp
            ? (row.queueError ?? studioFilmMessages.stalled)
            : studioFilmMessages.stalled,
    };
  const isWorking = row.status === 'running' && row.queueState !== 'retry';
  return {
    jobId: row.id,
    angle: row.angle,
    state: row.status === 'done' ? 'done' : isWorking ? 'working' : 'queued',
    stage: isWorking ? row.stage : null,
    percent: isWorking && row.stage === 'transcoding' ? row.percent : null,
    error: null,
  };
}

/**
 * Films uploaded in the studio: checked as they arrive (an MP4 or QuickTime film ffmpeg reads,
 * not too long), then made by a job into the AES-128 HLS the player plays, aligned to the
 * product's score when it has one (the film's sound, as recordings are aligned), and made the
 * product's film of its angle. Frames of a stored film are cut on request, for its poster.
 */
export function createStudioFilmsService(deps: StudioFilmsDependencies) {
  const { repository, store } = deps;

  async function editable(viewer: Viewer | null, productId: string) {
    const scope = await deps.scopeOf(viewer);
    const product = await repository.findProduct(productId);
    assertInScope(scope, productId, product);
    return product;
  }

  /** The product's film of this angle, stored, with its key. */
  async function storedFilm(productId: string, angle: FilmAngle) {
    const film = (await repository.findFilms(productId)).find((each) => each.angle === angle);
    const key = film && (await repository.findKey(productId, angle));
    const playlist = film && (await store.read(mediaLayout.playlist(film.path)));
    if (!film || !key || !playlist)
      throw new AppError('notFound', studioFilmMessages.noFilm(angle));
    return { ...film, key, playlist: playlist.toString('utf8') };
  }

  async function makeFilm(
    row: FilmUploadRow,
    progress: (values: FilmUploadProgress) => Promise<void>,
  ) {
    const product = await repository.findProduct(row.productId);
    if (!product) throw new Error(`product ${row.productId} is gone`);
    const scratch = await mkdtemp(path.join(tmpdir(), 'cadenza-film-'));
    try {
      let lastPercent = -1;
      let lastWrite = 0;
      let writes = Promise.resolve();
      const film = await transcodeFilm(row.upload, scratch, (outMs) => {
        const percent = Math.max(0, Math.min(99, Math.floor((outMs / row.durationMs) * 100)));
        if (percent === lastPercent || Date.now() - lastWrite < PROGRESS_WRITE_MS) return;
        lastPercent = percent;
        lastWrite = Date.now();
        writes = writes.then(() => progress({ percent })).catch(() => undefined);
      }).catch((error: unknown) => {
        throw new Error(studioFilmMessages.damaged(messageOf(error)));
      });
      await writes;
      await progress({ percent: 100 });

      let syncMap = null;
      if (product.scoreRef) {
        await progress({ stage: 'aligning' });
        const score = await deps.loadScore(product.scoreRef);
        if (!score) throw new Error(studioRecordingMessages.noScore);
        try {
          const samples = await decodeForAlignment(row.upload);
          syncMap = (await deps.align(score, samples)).syncMap;
        } catch (error) {
          throw new Error(studioFilmMessages.notAligned(messageOf(error)));
        }
      }

      await progress({ stage: 'storing' });
      // A folder per upload: a viewer part-way through the old film keeps its segments.
      const folder = `${row.productId}/film-${row.angle}-${row.id}`;
      for (const segment of film.segments)
        await store.write(`${folder}/${segment}`, await readFile(path.join(film.folder, segment)));
      // The playlist goes last, so a reader that finds it finds its segments too.
      const playlist = await readFile(path.join(film.folder, 'playlist.m3u8'), 'utf8');
      await store.write(mediaLayout.playlist(folder), playlist);
      await repository.storeFilm({
        productId: row.productId,
        angle: row.angle,
        path: folder,
        key: film.key,
        durationMs: playlistDurationMs(playlist),
        syncMap,
        ref: `upload:${row.id}`,
      });
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  return {
    /** Checks who asks, for which film of what, and the type, before the body is read. */
    async accept(
      viewer: Viewer | null,
      productId: string,
      angle: FilmAngle,
      contentType: string | undefined,
    ): Promise<void> {
      const product = await editable(viewer, productId);
      const angles = filmAnglesOf(product.type);
      if (!angles.length) throw new AppError('badRequest', studioFilmMessages.noFilms);
      if (!angles.includes(angle))
        throw new AppError('badRequest', studioFilmMessages.notAngle(angle, angles));
      const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!(FILM_CONTENT_TYPES as readonly string[]).includes(type))
        throw new AppError('badRequest', studioFilmMessages.notFilm);
    },

    /** Spools the upload, probes it, records it and queues its job. */
    async upload(
      viewer: Viewer | null,
      productId: string,
      angle: FilmAngle,
      body: Readable,
    ): Promise<FilmJob> {
      const product = await editable(viewer, productId);
      await mkdir(deps.spoolDir, { recursive: true });
      const file = path.join(deps.spoolDir, randomUUID());
      try {
        const bytes = await spoolUpload(body, file, spoolLimit);
        if (bytes === 0) throw new AppError('badRequest', studioFilmMessages.empty);
        const probe = await probeFilm(file);
        if (!probe.ok) throw new AppError('badRequest', studioFilmMessages[probe.reason]);
        if (probe.durationMs > FILM_MAX_MINUTES * 60_000)
          throw new AppError('badRequest', studioFilmMessages.tooLong(FILM_MAX_MINUTES));
        if (probe.durationMs < 1000) throw new AppError('badRequest', studioFilmMessages.tooShort);
        if (product.scoreRef && !probe.hasSound)
          throw new AppError('badRequest', studioFilmMessages.noSound);
        const uploadId = await repository.createUpload({
          productId,
          angle,
          requestedBy: viewer?.userId ?? null,
          upload: file,
          durationMs: probe.durationMs,
        });
        await repository.setJob(uploadId, await deps.queue({ uploadId }));
        return {
          jobId: uploadId,
          angle,
          state: 'queued',
          stage: null,
          percent: null,
          error: null,
        };
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
    },

    async job(viewer: Viewer | null, productId: string, jobId: string): Promise<FilmJob> {
      await editable(viewer, productId);
      const row = await repository.findUpload(jobId);
      if (row?.productId !== productId)
        throw new AppError('notFound', studioFilmMessages.jobNotFound(jobId));
      return toFilmJob(row);
    },

    /** The product's films, and the latest job of each angle unless it is done. */
    async films(viewer: Viewer | null, productId: string): Promise<StudioFilms> {
      const product = await editable(viewer, productId);
      const angles = filmAnglesOf(product.type);
      const films = (await repository.findFilms(productId)).filter((film) =>
        angles.includes(film.angle),
      );
      const jobs = (await repository.latestUploads(productId))
        .map(toFilmJob)
        .filter((job) => job.state !== 'done' && angles.includes(job.angle));
      return {
        angles,
        hasScore: product.scoreRef !== null,
        films: films.map((film) => ({
          angle: film.angle,
          durationMs: film.durationMs,
          isUploaded: film.source?.startsWith('upload:') ?? false,
          syncPoints: film.syncMap?.points.length ?? 0,
        })),
        jobs,
      };
    },

    /**
     * One frame of a stored film at `atMs` as a JPEG: its segment read from the media store,
     * decrypted with its key, and the frame cut by ffmpeg (any film, uploaded or made here).
     */
    async frame(
      viewer: Viewer | null,
      productId: string,
      angle: FilmAngle,
      atMs: number,
    ): Promise<Buffer> {
      await editable(viewer, productId);
      const film = await storedFilm(productId, angle);
      const { segments, iv } = readPlaylistTimes(film.playlist);
      const total = segments.reduce((sum, segment) => sum + segment.durationMs, 0);
      if (atMs > total) throw new AppError('badRequest', studioFilmMessages.frameOutside(total));
      const segment = segments.findLast((each) => each.startMs <= atMs) ?? segments[0];
      const data = segment && (await store.read(`${film.path}/${segment.name}`));
      if (!segment || !data) throw new AppError('notFound', studioFilmMessages.noFilm(angle));
      const scratch = await mkdtemp(path.join(tmpdir(), 'cadenza-frame-'));
      try {
        const ts = path.join(scratch, 'segment.ts');
        await writeFile(ts, decryptSegment(data, film.key, iv, segment.sequence));
        const jpeg = path.join(scratch, 'frame.jpg');
        // The last frame of a segment starts a little before its end.
        const offset = Math.max(0, Math.min(atMs - segment.startMs, segment.durationMs - 100));
        if (!(await jpegFrameOf(ts, offset, jpeg)))
          throw new AppError('badRequest', studioFilmMessages.noFrame);
        return await readFile(jpeg);
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },

    /**
     * The job: transcode (its per cent recorded), align, store, record; alive every 10 s. An
     * error ends it failed with its message (the upload removed: a film that failed fails
     * again; upload it again); a lost process is taken up by the queue's retry.
     */
    async runJob(job: MakeFilmJob): Promise<void> {
      const row = await repository.findUpload(job.uploadId);
      if (!row || row.status === 'done' || row.status === 'failed') return;
      const progress = (values: FilmUploadProgress) => repository.markUpload(row.id, values);
      // Lost after the film was stored (its upload already gone): it is done.
      const films = await repository.findFilms(row.productId);
      if (films.some((film) => film.source === `upload:${row.id}`)) {
        await rm(row.upload, { force: true });
        await progress({ status: 'done', stage: null, finishedAt: new Date() });
        return;
      }
      const alive = setInterval(() => {
        repository.heartbeat(row.id).catch(() => undefined);
      }, HEARTBEAT_MS);
      try {
        // Running and alive in one write: between two, a job read as running with no heartbeat
        // was shown as stopped ('the job stopped making progress'), as a loaded test run saw.
        await progress({
          status: 'running',
          stage: 'transcoding',
          percent: 0,
          heartbeatAt: new Date(),
        });
        await makeFilm(row, progress);
      } catch (error) {
        deps.logger.error({ err: error, uploadId: row.id }, 'film upload failed');
        // The upload goes first: a job that says it is over has left nothing behind.
        await rm(row.upload, { force: true });
        await progress({ status: 'failed', error: messageOf(error), finishedAt: new Date() });
        return;
      } finally {
        clearInterval(alive);
      }
      await rm(row.upload, { force: true });
      await progress({ status: 'done', stage: null, finishedAt: new Date() });
    },
  };
}

export type StudioFilmsService = ReturnType<typeof createStudioFilmsService>;
