import { runFilmFfmpeg } from './film-ffmpeg.js';

/** What ffmpeg says of an uploaded file: a film it reads, or why it is not one. */
export type FilmProbe =
  | { ok: true; durationMs: number; hasSound: boolean }
  | { ok: false; reason: 'unreadable' | 'noPicture' };

/** Seconds decoded on upload: enough to refuse a file that is not a film at once. */
const DECODED_ON_UPLOAD = 2;

/**
 * Reads the file's container and streams, and decodes its first seconds (picture and sound):
 * an MP4 or QuickTime file with a picture. The rest is decoded by the job, which fails on any
 * damage further in (`-xerror`), so the request never waits for a long film's decoding.
 */
export async function probeFilm(file: string): Promise<FilmProbe> {
  const { code, log } = await runFilmFfmpeg([
    ...['-xerror', '-i', file, '-t', String(DECODED_ON_UPLOAD)],
    ...['-map', '0:v:0', '-map', '0:a:0?', '-f', 'null', '-'],
  ]);
  if (/Stream map '0:v:0' matches no streams/.test(log)) return { ok: false, reason: 'noPicture' };
  if (code !== 0) return { ok: false, reason: 'unreadable' };
  // The demuxer that read it: QuickTime's family (mov, mp4, m4a, 3gp, …), nothing else.
  if (!/Input #0, mov,mp4,/.test(log)) return { ok: false, reason: 'unreadable' };
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(log);
  if (!duration) return { ok: false, reason: 'unreadable' };
  const seconds = Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]);
  return {
    ok: true,
    durationMs: Math.round(seconds * 1000),
    hasSound: /Stream #0:\d+[^\n]*: Audio: /.test(log),
  };
}
