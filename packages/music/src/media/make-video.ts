import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { runFfmpeg } from './ffmpeg.js';
import { createKeyboardFilm, FRAME, type Camera } from './keyboard-frames.js';
import {
  loadScoreOrThrow,
  storeFolder,
  withScratchFolder,
  type MediaMakerDeps,
  type MediaProduct,
} from './media-maker.js';
import { renderMidiToWav } from './midi-audio.js';
import { renderPerformance, type SoundingNote } from './verovio-node.js';

/** Longest demo film; longer pieces are cut here to keep first-start work bounded. */
const MAX_FILM_MS = 90_000;
const SEGMENT_SECONDS = 4;

export interface VideoSource {
  scoreRef: string;
  camera: Camera;
}

async function* framesOf(
  notes: readonly SoundingNote[],
  camera: Camera,
  durationMs: number,
): AsyncGenerator<Buffer> {
  const film = createKeyboardFilm(notes, camera);
  const count = Math.ceil((durationMs / 1000) * FRAME.fps);
  for (let index = 0; index < count; index += 1) {
    yield Buffer.from(film.draw((index * 1000) / FRAME.fps));
    // Let requests in between frames: this runs in the server's process.
    if (index % 4 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/**
 * An HLS film of the performance from one camera, with the rendered piano as its sound,
 * AES-128 encrypted. The key goes to `saveMediaKey` (the database); the folder holds only
 * ciphertext.
 */
export async function makeVideo(
  deps: MediaMakerDeps,
  product: MediaProduct,
  variant: string,
  source: VideoSource,
): Promise<void> {
  if (await deps.sink.isMade(product.id, 'video', variant)) return;
  const performance = await renderPerformance(await loadScoreOrThrow(deps, source.scoreRef));
  const { wav, durationMs: audioMs } = await renderMidiToWav(performance.midi);
  const durationMs = Math.min(audioMs, MAX_FILM_MS);
  const key = randomBytes(16);
  await withScratchFolder(async (folder) => {
    const audio = path.join(folder, 'audio.wav');
    const keyFile = path.join(folder, 'key.bin');
    const keyInfo = path.join(folder, 'key.info');
    await writeFile(audio, wav);
    await writeFile(keyFile, key);
    // Line 1 is the key URI written into the playlist: relative, so it resolves beside the playlist URL.
    await writeFile(keyInfo, `key\n${keyFile}\n${randomBytes(16).toString('hex')}\n`);
    const output = path.join(folder, 'out');
    await mkdir(output);
    await runFfmpeg(
      [
        '-y',
        ...[
          '-f',
          'rawvideo',
          '-pix_fmt',
          'rgb24',
          '-s',
          `${String(FRAME.width)}x${String(FRAME.height)}`,
          '-r',
          String(FRAME.fps),
          '-i',
          'pipe:0',
        ],
        ...['-i', audio],
        ...['-t', (durationMs / 1000).toFixed(3)],
        ...[
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-pix_fmt',
          'yuv420p',
          '-g',
          String(FRAME.fps * SEGMENT_SECONDS),
        ],
        ...['-c:a', 'aac', '-b:a', '96k', '-ar', '44100'],
        ...[
          '-f',
          'hls',
          '-hls_time',
          String(SEGMENT_SECONDS),
          '-hls_playlist_type',
          'vod',
          '-hls_key_info_file',
          keyInfo,
        ],
        ...[
          '-hls_segment_filename',
          path.join(output, 'segment-%05d.ts'),
          path.join(output, 'playlist.m3u8'),
        ],
      ],
      Readable.from(framesOf(performance.notes, source.camera, durationMs)),
    );
    const relative = deps.sink.layout.videoFolder(product.id, variant);
    await storeFolder(
      deps.sink,
      output,
      relative,
      (name) => !name.endsWith('.ts') && !name.endsWith('.m3u8'),
    );
    await deps.sink.saveMediaKey(product.id, variant, key);
    await deps.sink.saveMediaAsset({
      productId: product.id,
      kind: 'video',
      variant,
      path: relative,
      contentType: 'application/vnd.apple.mpegurl',
      durationMs,
      syncMap: null,
    });
  });
}
