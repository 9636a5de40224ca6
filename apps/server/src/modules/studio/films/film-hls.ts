import { createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ffmpegErrorOf, runFilmFfmpeg } from './film-ffmpeg.js';

/** Segment length: the demo films' (render-media.ts), so every film plays alike. */
export const FILM_SEGMENT_SECONDS = 6;

/** Largest picture kept: 1280×720 (either way round); smaller films keep their size. */
const MAX_WIDE = 1280;
const MAX_NARROW = 720;

/** Fits the picture within 1280×720 (portrait: 720×1280), never enlarged, even sides. */
function scaleFilter(): string {
  const fit = `min(1,min(${String(MAX_WIDE)}/max(iw,ih),${String(MAX_NARROW)}/min(iw,ih)))`;
  return `scale=w='trunc(${fit}*iw/2)*2':h='trunc(${fit}*ih/2)*2',format=yuv420p`;
}

export interface TranscodedFilm {
  /** The folder holding `playlist.m3u8` and its segments. */
  folder: string;
  /** Segment names, in the order they were made; the playlist is written last. */
  segments: string[];
  key: Buffer;
}

/**
 * Makes an uploaded film into HLS as the player plays the demo films: H.264 and AAC in MPEG-TS
 * segments of 6 s, each AES-128 encrypted with a key of its own (its URI 'key', beside the
 * playlist, as the content routes serve it). Any decoding error fails it (`-xerror`), with the
 * log's reason; `onProgress` gets the time made so far.
 */
export async function transcodeFilm(
  input: string,
  scratch: string,
  onProgress: (outMs: number) => void,
): Promise<TranscodedFilm> {
  const key = randomBytes(16);
  const keyFile = path.join(scratch, 'key.bin');
  const keyInfo = path.join(scratch, 'key.info');
  const folder = path.join(scratch, 'hls');
  await mkdir(folder, { recursive: true });
  await writeFile(keyFile, key);
  // Line 1 is the key URI written into the playlist: relative, beside the playlist's URL.
  await writeFile(keyInfo, `key\n${keyFile}\n${randomBytes(16).toString('hex')}\n`);
  const { code, log } = await runFilmFfmpeg(
    [
      ...['-loglevel', 'error', '-y', '-xerror', '-i', input],
      ...['-map', '0:v:0', '-map', '0:a:0?', '-vf', scaleFilter()],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-threads', '2'],
      // A key frame every 6 s exactly, so every segment starts with one.
      ...['-force_key_frames', `expr:gte(t,n_forced*${String(FILM_SEGMENT_SECONDS)})`],
      ...['-sc_threshold', '0'],
      ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-ar', '48000'],
      ...['-f', 'hls', '-hls_time', String(FILM_SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
      ...['-hls_key_info_file', keyInfo],
      ...['-hls_segment_filename', path.join(folder, 'segment-%05d.ts')],
      ...['-progress', 'pipe:1', '-nostats'],
      path.join(folder, 'playlist.m3u8'),
    ],
    onProgress,
  );
  if (code !== 0) throw new Error(ffmpegErrorOf(log));
  const segments = (await readdir(folder)).filter((name) => name.endsWith('.ts')).sort();
  return { folder, segments, key };
}

/** A stored playlist's segments with where each starts, and the key's IV. */
export interface PlaylistTimes {
  segments: { name: string; startMs: number; durationMs: number; sequence: number }[];
  /** The IV of `#EXT-X-KEY`, or null when each segment's is its sequence number. */
  iv: Buffer | null;
}

export function readPlaylistTimes(playlist: string): PlaylistTimes {
  const segments: PlaylistTimes['segments'] = [];
  let iv: Buffer | null = null;
  let sequence = 0;
  let startMs = 0;
  let duration: number | undefined;
  for (const raw of playlist.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:'))
      sequence = Number(line.slice('#EXT-X-MEDIA-SEQUENCE:'.length)) || 0;
    else if (line.startsWith('#EXT-X-KEY:')) {
      const hex = /IV=0x([0-9a-fA-F]{32})/.exec(line)?.[1];
      iv = hex ? Buffer.from(hex, 'hex') : null;
    } else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8));
    else if (line && !line.startsWith('#')) {
      const durationMs = Math.round((duration ?? 0) * 1000);
      segments.push({ name: line, startMs, durationMs, sequence });
      startMs += durationMs;
      sequence += 1;
      duration = undefined;
    }
  }
  return { segments, iv };
}

/** An encrypted segment's MPEG-TS bytes (AES-128-CBC, PKCS#7, as HLS specifies). */
export function decryptSegment(
  data: Buffer,
  key: Buffer,
  iv: Buffer | null,
  sequence: number,
): Buffer {
  const vector = iv ?? Buffer.alloc(16);
  if (!iv) vector.writeUInt32BE(sequence, 12);
  const decipher = createDecipheriv('aes-128-cbc', key, vector);
  return Buffer.concat([decipher.update(data), decipher.final()]);
}

/** One frame of an MPEG-TS file at `offsetMs` from its start, as a JPEG (null: none there). */
export async function jpegFrameOf(
  tsFile: string,
  offsetMs: number,
  output: string,
): Promise<boolean> {
  const { code } = await runFilmFfmpeg([
    ...['-loglevel', 'error', '-y', '-i', tsFile, '-ss', (offsetMs / 1000).toFixed(3)],
    ...['-frames:v', '1', '-q:v', '3', '-f', 'image2', output],
  ]);
  if (code !== 0) return false;
  return (await readdir(path.dirname(output))).includes(path.basename(output));
}
