import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readSungLines } from '../lyrics/sung-text.js';
import { createScoreLibrary } from '../scores/index.js';
import { ffmpegPath } from './ffmpeg.js';
import { renderPronunciation } from './render-media.js';
import { readScoreTimes } from './verovio-node.js';

const SAMPLE_RATE = 8000;

/** The guide's AAC decoded by ffmpeg: mono samples at 8 kHz, as a listener's player hears it. */
function decode(audio: Uint8Array): Float32Array {
  const result = spawnSync(
    ffmpegPath,
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'mp4', '-i', 'pipe:0'],
      ...['-f', 'f32le', '-ac', '1', '-ar', String(SAMPLE_RATE), 'pipe:1'],
    ],
    { input: audio, maxBuffer: 64 * 1024 * 1024 },
  );
  expect(result.status, result.stderr.toString()).toBe(0);
  const bytes = result.stdout;
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
}

/** The loudest sample between two times of the decoded guide. */
function peak(samples: Float32Array, fromMs: number, toMs: number): number {
  const from = Math.max(0, Math.round((fromMs / 1000) * SAMPLE_RATE));
  const to = Math.min(samples.length, Math.round((toMs / 1000) * SAMPLE_RATE));
  let loudest = 0;
  for (let index = from; index < to; index += 1)
    loudest = Math.max(loudest, Math.abs(samples[index] ?? 0));
  return loudest;
}

describe('a pronunciation guide made line by line', () => {
  it('speaks each line of the sung text where its timings say, silent between them, and finds it in the score', async () => {
    const score = createScoreLibrary().load('lib:schubert-heidenroslein');
    if (!score) throw new Error('no Heidenröslein');
    const guide = await renderPronunciation(score, 'German');

    expect(guide.lines.map((line) => line.text)).toEqual(readSungLines(score));
    expect(guide.lines.length).toBeGreaterThanOrEqual(4);
    const samples = decode(guide.audio);
    expect(Math.abs((samples.length / SAMPLE_RATE) * 1000 - guide.durationMs)).toBeLessThan(100);
    guide.lines.forEach((line, index) => {
      expect(line.endMs, line.text).toBeGreaterThan(line.startMs + 500);
      // Spoken where it says: sound in its span, near silence in the pause before the next.
      expect(peak(samples, line.startMs, line.endMs), line.text).toBeGreaterThan(0.1);
      const next = guide.lines[index + 1];
      if (next) {
        expect(next.startMs).toBeGreaterThan(line.endMs);
        expect(peak(samples, line.endMs + 60, next.startMs - 60), line.text).toBeLessThan(0.02);
      }
    });
    expect(guide.durationMs).toBeGreaterThanOrEqual(guide.lines.at(-1)?.endMs ?? Infinity);

    // Sung in order through the score, the first line from its first note, the last to its end.
    const { timemap } = await readScoreTimes(score);
    const lastQ = timemap.at(-1)?.qstamp ?? 0;
    const spans = guide.lines.map((line) => line.sung);
    expect(spans.every((span) => span !== null)).toBe(true);
    expect(spans[0]?.startQ).toBe(0);
    spans.forEach((span, index) => {
      expect(span?.endQ ?? 0).toBeGreaterThan(span?.startQ ?? 0);
      expect(span?.endQ ?? Infinity).toBeLessThanOrEqual(lastQ);
      const next = spans[index + 1];
      if (next) expect(next.startQ).toBeGreaterThanOrEqual(span?.endQ ?? Infinity);
    });
  }, 60_000);
});
