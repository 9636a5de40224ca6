import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mediaLayout, type MediaStore } from '../../content/media-store.js';
import { ffmpegErrorOf, runFilmFfmpeg } from './film-ffmpeg.js';
import { decryptSegment, readPlaylistTimes } from './film-hls.js';

/** Where a stored film's sound is kept once taken out: in its own folder, gone with it. */
export const filmAudioPath = (filmFolder: string) => `${filmFolder}/sync-audio.m4a`;

/**
 * A stored film's sound alone, as AAC in MP4 (its own AAC, not re-encoded), for the sync
 * editor's waveform and playback (Web Audio cannot decode HLS). Made once from the stored,
 * encrypted segments (read one at a time, decrypted with the key) and kept beside them; the
 * folder of an upload never changes, so neither does its sound. Undefined when the film's
 * playlist is not there.
 */
export async function filmAudioOf(
  store: MediaStore,
  film: { path: string; key: Buffer },
): Promise<Buffer | undefined> {
  const kept = await store.read(filmAudioPath(film.path));
  if (kept) return kept;
  const playlist = await store.read(mediaLayout.playlist(film.path));
  if (!playlist) return undefined;
  const { segments, iv } = readPlaylistTimes(playlist.toString('utf8'));
  const scratch = await mkdtemp(path.join(tmpdir(), 'cadenza-film-audio-'));
  try {
    const ts = path.join(scratch, 'film.ts');
    for (const segment of segments) {
      const data = await store.read(`${film.path}/${segment.name}`);
      if (!data) return undefined;
      await appendFile(ts, decryptSegment(data, film.key, iv, segment.sequence));
    }
    const m4a = path.join(scratch, 'audio.m4a');
    const { code, log } = await runFilmFfmpeg([
      ...['-loglevel', 'error', '-y', '-i', ts, '-vn', '-c:a', 'copy'],
      ...['-movflags', '+faststart', m4a],
    ]);
    if (code !== 0) throw new Error(ffmpegErrorOf(log));
    const audio = await readFile(m4a);
    await store.write(filmAudioPath(film.path), audio);
    return audio;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
