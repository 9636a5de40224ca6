import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performScore, renderScoreReference } from '@cadenza/music/align';
import { ffmpegPath } from '@cadenza/music/media';
import { createScoreLibrary } from '@cadenza/music/scores';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A short score of the project's own: a scale, up and down. */
export const SCALE_SCORE_REF = 'gen:scale:major:rh-1:C-major';

/** 16-bit mono WAV of samples (-1 to 1). */
export function wavOf(samples: Float32Array, sampleRate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((value, index) => {
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32767), index * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Runs the project's ffmpeg to completion; throws with its log when it fails. */
export function ffmpeg(args: readonly string[]): string {
  const run = spawnSync(ffmpegPath, ['-hide_banner', '-nostdin', '-y', ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr.slice(-2000)}`);
  return run.stderr;
}

export interface FilmFixtures {
  /** A performance of the score (tempo curve, rubato, pedal) filmed: a test picture and its sound. */
  film: string;
  /** The performance's onsets (seconds) and the score positions they are at. */
  truth: readonly number[];
  quarters: readonly number[];
  /** The same film damaged a little past its middle (its start reads well). */
  damaged: string;
  /** Its first 20 KB: no index, no film. */
  truncated: string;
  /** Picture without sound. */
  silent: string;
  /** Sound without picture (an M4A sent as a film). */
  soundOnly: string;
  /** Half a second of film. */
  tooShort: string;
}

/**
 * Films made at test time from the project's own score: its synthesised performance (the
 * alignment bench's, so its truth is known) as the sound of a small ffmpeg test picture.
 * Never files from elsewhere.
 */
export async function makeFilmFixtures(folder: string): Promise<FilmFixtures> {
  const score = createScoreLibrary().load(SCALE_SCORE_REF);
  if (!score) throw new Error(`no score ${SCALE_SCORE_REF}`);
  const reference = await renderScoreReference(score);
  const performance = performScore({
    notes: reference.notes,
    onsets: reference.onsets,
    bars: reference.bars,
    style: {
      tempoCurve: true,
      rubato: true,
      ornaments: false,
      pedal: true,
      room: true,
      noiseDb: 35,
    },
    seed: 'studio film test',
  });
  const wav = path.join(folder, 'performance.wav');
  writeFileSync(wav, wavOf(performance.samples, performance.sampleRate));
  const picture = ['-f', 'lavfi', '-i', 'testsrc=size=192x108:rate=12'];
  const video = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
  const file = (name: string) => path.join(folder, name);

  ffmpeg([...picture, '-i', wav, ...video, '-c:a', 'aac', '-shortest', file('film.mp4')]);
  ffmpeg([...picture, '-t', '4', ...video, file('silent.mov')]);
  ffmpeg(['-i', wav, '-vn', '-c:a', 'aac', '-f', 'mp4', file('sound-only.mp4')]);
  ffmpeg([...picture, '-t', '0.5', ...video, file('too-short.mp4')]);

  const film = readFileSync(file('film.mp4'));
  // Garbage over a stretch at 70 %: the first seconds decode, the job's full decode does not.
  const damaged = Buffer.from(film);
  const from = Math.floor(damaged.length * 0.7);
  damaged.fill(7, from, Math.min(damaged.length - 1000, from + 20_000));
  writeFileSync(file('damaged.mp4'), damaged);
  writeFileSync(file('truncated.mp4'), film.subarray(0, 20_000));

  return {
    film: file('film.mp4'),
    truth: performance.truth,
    quarters: reference.onsetQuarters,
    damaged: file('damaged.mp4'),
    truncated: file('truncated.mp4'),
    silent: file('silent.mov'),
    soundOnly: file('sound-only.mp4'),
    tooShort: file('too-short.mp4'),
  };
}

/** A PDF of `pages` pages, each saying its number. */
export async function pdfOf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number += 1)
    document.addPage().drawText(`Page ${String(number)}`, { x: 72, y: 720, size: 24, font });
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** A PDF that says it is encrypted (an /Encrypt entry in its trailer), as password-protected ones do. */
export async function encryptedPdf(): Promise<Buffer> {
  const text = (await pdfOf(2)).toString('latin1');
  return Buffer.from(text.replace('trailer\n<<', 'trailer\n<<\n/Encrypt 1 0 R'), 'latin1');
}
