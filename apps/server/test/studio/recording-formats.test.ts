import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALIGN_RATE } from '@cadenza/music/align';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeForAlignment,
  probeAudio,
} from '../../src/modules/studio/recordings/recording-audio.js';
import { ffmpeg, wavOf } from './film-fixtures.js';

const SECONDS = 2;
const SAMPLE_RATE = 44_100;
const PITCH_HZ = 440;

/** The strength of one frequency in the samples (a single DFT bin, normalised). */
function strengthAt(samples: Float32Array, hz: number, rate: number): number {
  let re = 0;
  let im = 0;
  samples.forEach((value, index) => {
    const angle = (2 * Math.PI * hz * index) / rate;
    re += value * Math.cos(angle);
    im += value * Math.sin(angle);
  });
  return Math.hypot(re, im) / samples.length;
}

/**
 * Every kind of recording the studio takes (wav, flac, mp3, ogg, m4a) is read whole and
 * decoded for the aligner: its length and its sound survive, whatever the container and codec.
 */
describe('recordings in each format the studio takes', () => {
  let folder: string;
  const wav = () => path.join(folder, 'a440.wav');

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'cadenza-recording-formats-'));
    const samples = new Float32Array(SECONDS * SAMPLE_RATE).map(
      (_, index) => 0.5 * Math.sin((2 * Math.PI * PITCH_HZ * index) / SAMPLE_RATE),
    );
    await writeFile(wav(), wavOf(samples, SAMPLE_RATE));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it.each([
    ['wav', []],
    ['flac', ['-c:a', 'flac']],
    ['mp3', ['-c:a', 'libmp3lame', '-b:a', '128k']],
    ['ogg', ['-c:a', 'libvorbis', '-q:a', '4']],
    ['m4a', ['-c:a', 'aac', '-b:a', '128k']],
  ])('reads a %s recording to its end and decodes its sound', async (extension, codec) => {
    const file = path.join(folder, `a440.${extension}`);
    if (extension !== 'wav') ffmpeg(['-i', wav(), ...codec, file]);

    const probe = await probeAudio(file);
    expect(probe.ok).toBe(true);
    if (probe.ok) expect(probe.seconds).toBeCloseTo(SECONDS, 1);

    const decoded = await decodeForAlignment(file);
    // Lossy codecs pad the start and the end by a few milliseconds.
    expect(decoded.length / ALIGN_RATE).toBeCloseTo(SECONDS, 1);
    const middle = decoded.subarray(ALIGN_RATE / 2, ALIGN_RATE);
    expect(strengthAt(middle, PITCH_HZ, ALIGN_RATE)).toBeGreaterThan(0.2);
    expect(strengthAt(middle, PITCH_HZ * 1.5, ALIGN_RATE)).toBeLessThan(0.01);
  });

  it('refuses a file that is not audio', async () => {
    const file = path.join(folder, 'notes.mp3');
    await writeFile(file, 'do re mi fa sol la ti do');
    expect(await probeAudio(file)).toEqual({ ok: false });
    await expect(decodeForAlignment(file)).rejects.toThrow(/ffmpeg could not decode/);
  });
});
