import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PronunciationLine } from '@cadenza/domain';
import { findSungSpans } from '../lyrics/sung-line-spans.js';
import { readSungLineSyllables, readSungSyllables } from '../lyrics/sung-text.js';
import type { LoadedScore } from '../scores/score-library.types.js';
import { runFfmpeg } from './ffmpeg.js';
import {
  createKeyboardFilm,
  FRAME,
  FRAME_BYTES,
  stackedFramePlanes,
  type Camera,
} from './keyboard-frames.js';
import { withScratchFolder } from './media-maker.js';
import { notesOfMidi, renderMidiStemsToPcm, renderMidiToPcm } from './midi-audio.js';
import { speakLines } from './speak-text.js';
import {
  readScoreTimes,
  renderPerformance,
  syncPointsOf,
  type SoundingNote,
} from './verovio-node.js';

/** Demo audio: mono AAC at 48 kb/s (recordings, films' sound and pronunciation guides alike). */
const AUDIO_BITRATE = '48k';
const SEGMENT_SECONDS = 6;

export interface RenderedRecording {
  /** AAC in MP4. */
  audio: Uint8Array;
  durationMs: number;
  syncMap: { points: [number, number][] };
}

/** A recording in parts: one AAC file, a part on each channel, on the recording's sync map. */
export interface RenderedStems extends RenderedRecording {
  /** Channel by channel, the staves (`staff@n`) it plays. */
  channels: { staves: number[] }[];
}

export interface RenderedFilm {
  camera: Camera;
  /** The AES-128 key its segments are encrypted with. */
  key: Uint8Array;
  /** The HLS playlist and its segments, by file name. */
  files: { name: string; data: Uint8Array }[];
}

export interface RenderedFilms {
  durationMs: number;
  films: RenderedFilm[];
}

/** A recording of the same score already made: its AAC, reused as a film's sound. */
export interface Soundtrack {
  audio: Uint8Array;
  durationMs: number;
}

export interface RenderedSpeech {
  audio: Uint8Array;
  durationMs: number;
  /** Each line of the sung text: where the guide speaks it and where the score sings it. */
  lines: PronunciationLine[];
}

/**
 * The CPU-heavy half of making demo media, knowing no database and no media store: what a
 * worker thread runs (the server's content workers), given the score, answering with bytes.
 */
export interface MediaRenderer {
  recording(score: LoadedScore): Promise<RenderedRecording>;
  /** Null when the score's staves do not split into parts (see `stemGroupsOf`). */
  stems(score: LoadedScore): Promise<RenderedStems | null>;
  films(
    score: LoadedScore,
    cameras: readonly Camera[],
    soundtrack?: Soundtrack,
  ): Promise<RenderedFilms>;
  pronunciation(score: LoadedScore, language: string): Promise<RenderedSpeech>;
}

/** Mono audio samples (-1 to 1) at a sample rate: what the synthesiser and the speech engine give. */
interface Pcm {
  samples: Float32Array;
  sampleRate: number;
}

/**
 * Encodes mono PCM to AAC in MP4 (its edit list hides the encoder's priming, keeping the sync
 * exact). The samples go to ffmpeg as they are (raw 32-bit floats): converting them to a WAV
 * file first cost as much CPU as a tenth of the encoding.
 */
async function encodeAac(folder: string, pcm: Pcm): Promise<Uint8Array> {
  const input = path.join(folder, 'input.f32');
  const output = path.join(folder, 'output.m4a');
  const { samples } = pcm;
  await writeFile(input, new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength));
  await runFfmpeg(
    [
      ...['-f', 'f32le', '-ar', String(pcm.sampleRate), '-ac', '1', '-i', input],
      '-c:a',
      'aac',
      '-b:a',
      AUDIO_BITRATE,
      '-threads',
      '1',
      '-movflags',
      '+faststart',
      output,
    ],
    path.join(folder, 'aac.log'),
  );
  return readFile(output);
}

/**
 * Stems as the channels of one AAC file, each coded on its own (no mid/side or intensity
 * stereo, which would carry one part into the other's channel), at the mono recording's rate
 * per channel.
 */
async function encodeChannelsAac(
  folder: string,
  input: { tracks: readonly Float32Array[]; sampleRate: number },
): Promise<Uint8Array> {
  const file = path.join(folder, 'channels.f32');
  const output = path.join(folder, 'channels.m4a');
  const { tracks } = input;
  const length = tracks[0]?.length ?? 0;
  const interleaved = new Float32Array(length * tracks.length);
  tracks.forEach((track, channel) => {
    for (let index = 0; index < length; index += 1)
      interleaved[index * tracks.length + channel] = track[index] ?? 0;
  });
  await writeFile(file, new Uint8Array(interleaved.buffer));
  await runFfmpeg(
    [
      ...['-f', 'f32le', '-ar', String(input.sampleRate), '-ac', String(tracks.length), '-i', file],
      ...['-c:a', 'aac', '-b:a', `${String(48 * tracks.length)}k`, '-aac_ms', '0', '-aac_is', '0'],
      ...['-threads', '1', '-movflags', '+faststart', output],
    ],
    path.join(folder, 'channels.log'),
  );
  return readFile(output);
}

/**
 * How a score's staves (those with notes) are split into stems: two staves (a piano's hands)
 * a channel each; three (the demo songs: a voice over a piano's two staves) the top one and the
 * other two together; any other score has none.
 */
export function stemGroupsOf(staves: readonly number[]): number[][] | null {
  const [first, second, third] = staves;
  if (first === undefined || second === undefined) return null;
  if (staves.length === 2) return [[first], [second]];
  if (staves.length === 3 && third !== undefined) return [[first], [second, third]];
  return null;
}

/**
 * The recording in parts (stems) for the player's parts mixer: the same rendering as
 * `renderRecording`, each part on a channel of its own, on the same sync map.
 */
export async function renderStems(score: LoadedScore): Promise<RenderedStems | null> {
  const performance = await renderPerformance(score);
  const tracks = new Set(notesOfMidi(performance.midi).map((note) => note.track));
  const groups = stemGroupsOf([...tracks].sort((a, b) => a - b));
  if (!groups) return null;
  const pcm = await renderMidiStemsToPcm(performance.midi, groups);
  return {
    audio: await withScratchFolder((folder) => encodeChannelsAac(folder, pcm)),
    durationMs: pcm.durationMs,
    syncMap: { points: syncPointsOf(performance.timemap) },
    channels: groups.map((staves) => ({ staves })),
  };
}

/**
 * A recording of the piece rendered from its score: Verovio's MIDI played by a General MIDI
 * piano, with a sync map point at every onset of Verovio's timemap.
 */
export async function renderRecording(score: LoadedScore): Promise<RenderedRecording> {
  const performance = await renderPerformance(score);
  const pcm = await renderMidiToPcm(performance.midi);
  return {
    audio: await withScratchFolder((folder) => encodeAac(folder, pcm)),
    durationMs: pcm.durationMs,
    syncMap: { points: syncPointsOf(performance.timemap) },
  };
}

/** Writes the frames of every camera, one above the other, as one yuv420p picture per frame. */
async function writeStackedFrames(
  file: string,
  notes: readonly SoundingNote[],
  cameras: readonly Camera[],
  durationMs: number,
): Promise<void> {
  const films = cameras.map((camera) => createKeyboardFilm(notes, camera));
  const frame = Buffer.alloc(FRAME_BYTES * films.length);
  const count = Math.ceil((durationMs / 1000) * FRAME.fps);
  const handle = await open(file, 'w');
  try {
    for (let index = 0; index < count; index += 1) {
      const timeMs = (index * 1000) / FRAME.fps;
      films.forEach((film, camera) => {
        film.drawInto(timeMs, stackedFramePlanes(frame, films.length, camera));
      });
      await handle.write(frame);
    }
  } finally {
    await handle.close();
  }
}

/**
 * HLS films of a score's performance, one per camera, made together: one drawing pass, one
 * encoder run and one audio track (the score played by the soundfont piano: the recording of
 * the same score when there is one, else rendered and encoded here once), each film AES-128
 * encrypted with a key of its own.
 */
export async function renderFilms(
  score: LoadedScore,
  cameras: readonly Camera[],
  soundtrack?: Soundtrack,
): Promise<RenderedFilms> {
  const performance = await renderPerformance(score);
  const notes = notesOfMidi(performance.midi).map((note) => ({
    onMs: note.onSeconds * 1000,
    offMs: note.offSeconds * 1000,
    pitch: note.pitch,
  }));
  const sound = soundtrack ?? (await renderMidiToPcm(performance.midi));
  const { durationMs } = sound;
  const keys = cameras.map(() => randomBytes(16));
  return withScratchFolder(async (folder) => {
    const audio = path.join(folder, 'audio.m4a');
    await writeFile(audio, 'audio' in sound ? sound.audio : await encodeAac(folder, sound));
    const crops: string[] = [];
    const outputs: string[] = [];
    for (const [index, key] of keys.entries()) {
      const name = String(index);
      const keyFile = path.join(folder, `key-${name}.bin`);
      const keyInfo = path.join(folder, `key-${name}.info`);
      const output = path.join(folder, `film-${name}`);
      await writeFile(keyFile, key);
      // Line 1 is the key URI written into the playlist: relative, so it resolves beside the playlist URL.
      await writeFile(keyInfo, `key\n${keyFile}\n${randomBytes(16).toString('hex')}\n`);
      await mkdir(output);
      const top = String(index * FRAME.height);
      crops.push(`[0:v]crop=${String(FRAME.width)}:${String(FRAME.height)}:0:${top}[v${name}]`);
      outputs.push(
        ...['-map', `[v${name}]`, '-map', '1:a', '-c:a', 'copy'],
        // One thread per encoder: frames this small gain nothing from more, and lose to the locks.
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'animation', '-threads', '1'],
        ...['-g', String(FRAME.fps * SEGMENT_SECONDS)],
        ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
        ...['-hls_key_info_file', keyInfo],
        ...['-hls_segment_filename', path.join(output, 'segment-%05d.ts')],
        path.join(output, 'playlist.m3u8'),
      );
    }
    const size = `${String(FRAME.width)}x${String(FRAME.height * cameras.length)}`;
    const frames = path.join(folder, 'frames.yuv');
    await writeStackedFrames(frames, notes, cameras, durationMs);
    await runFfmpeg(
      [
        ...['-filter_complex_threads', '1'],
        ...['-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', size, '-r', String(FRAME.fps)],
        ...['-i', frames, '-i', audio],
        ...['-filter_complex', crops.join(';')],
        ...outputs,
      ],
      path.join(folder, 'films.log'),
    );
    const films = await Promise.all(
      cameras.map(async (camera, index) => {
        const output = path.join(folder, `film-${String(index)}`);
        const names = (await readdir(output)).filter(
          (name) => name.endsWith('.ts') || name.endsWith('.m3u8'),
        );
        return {
          camera,
          key: new Uint8Array(keys[index] ?? []),
          files: await Promise.all(
            names.map(async (name) => ({
              name,
              data: new Uint8Array(await readFile(path.join(output, name))),
            })),
          ),
        };
      }),
    );
    return { durationMs, films };
  });
}

/**
 * The pronunciation guide of a vocal piece: its sung text spoken line by line in its language,
 * and for each line where the guide speaks it (measured as it was synthesised) and where the
 * score sings it (its syllables' notes in Verovio's timemap, when they are found).
 */
export async function renderPronunciation(
  score: LoadedScore,
  language: string,
): Promise<RenderedSpeech> {
  const lines = readSungLineSyllables(score);
  if (!lines.length) throw new Error('the score has no words');
  const speech = await speakLines(
    lines.map((line) => line.text),
    language,
  );
  const sung = findSungSpans({
    ...(await readScoreTimes(score)),
    syllables: readSungSyllables(score),
    lines,
  });
  return {
    audio: await withScratchFolder((folder) => encodeAac(folder, speech)),
    durationMs: Math.round((speech.samples.length / speech.sampleRate) * 1000),
    lines: lines.map((line, index) => {
      const spoken = speech.lines[index];
      if (!spoken) throw new Error(`line ${String(index + 1)} was not spoken`);
      return { text: line.text, ...spoken, sung: sung[index] ?? null };
    }),
  };
}

/** The renderer that works in the calling thread (tests, tools). */
export const inThreadRenderer: MediaRenderer = {
  recording: renderRecording,
  stems: renderStems,
  films: renderFilms,
  pronunciation: renderPronunciation,
};
