import { describe, expect, it } from 'vitest';
import {
  alignEnvelope,
  offsetAt,
  type Envelope,
  type SourceEnvelope,
} from './envelope-alignment.js';

const SOURCE_BLOCK = 128 / 44_100;
const HEARD_BLOCK = 128 / 48_000;

/**
 * A sung line: legato notes of uneven lengths, each swelling over 80 ms from the level the
 * last one left (no silence between them) and fading slowly.
 */
function sungLine(seconds: number): SourceEnvelope {
  const lengths = [0.4, 0.25, 0.6, 0.3, 0.3, 0.9, 0.2, 0.45];
  const starts: number[] = [];
  for (let time = 0.3, index = 0; time < seconds; index += 1) {
    starts.push(time);
    time += lengths[index % lengths.length] ?? 0.3;
  }
  const levels = Array.from({ length: Math.round(seconds / SOURCE_BLOCK) }, (_, block) => {
    const time = block * SOURCE_BLOCK;
    const start = starts.filter((value) => value <= time).at(-1);
    if (start === undefined) return 0;
    const since = time - start;
    const swell = Math.min(1, since / 0.08);
    return 0.05 + 0.25 * swell * Math.exp(-since * 1.5);
  });
  return { blockSeconds: SOURCE_BLOCK, levels };
}

/** What the speakers got: silence, then `source` from media time 0 at `rate`, heard from `offset`. */
function heardFrom(
  source: SourceEnvelope,
  options: { rate: number; offset: number; from: number; to: number; drift?: number },
): Envelope {
  const times: number[] = [];
  const levels: number[] = [];
  for (let time = options.from; time < options.to; time += HEARD_BLOCK) {
    // A drift moves the offset on by `drift` seconds per second heard.
    const offset = options.offset + (options.drift ?? 0) * Math.max(0, time - options.offset);
    const media = (time - offset) * options.rate;
    const block = Math.floor(media / source.blockSeconds);
    const wobble = 1 + 0.05 * Math.sin(time * 37);
    times.push(time);
    levels.push(media < 0 ? 0 : (source.levels[block] ?? 0) * wobble);
  }
  return { times, levels };
}

describe('alignEnvelope', () => {
  const source = sungLine(20);

  it.each([0.5, 1, 1.5])('finds when a sung recording played at %s was heard', (rate) => {
    const heard = heardFrom(source, { rate, offset: 12.3456, from: 10, to: 22 });
    const alignment = alignEnvelope(heard, source, rate);
    // Within 5 ms: about two blocks of the recording at half speed.
    expect(alignment.offset).toBeCloseTo(12.3456, 2);
    expect(alignment.correlation).toBeGreaterThan(0.95);
    expect(alignment.windows.length).toBeGreaterThanOrEqual(2);
    for (const [, offset] of alignment.windows) expect(offset).toBeCloseTo(12.3456, 2);
  });

  it('follows a drifting offset window by window', () => {
    // 4 ms later every second: by the last window the sound is about 30 ms later than at first.
    const heard = heardFrom(source, { rate: 1, offset: 5, from: 4.5, to: 14.5, drift: 0.004 });
    const alignment = alignEnvelope(heard, source, 1);
    expect(alignment.windows).toHaveLength(3);
    const [firstWindow, , lastWindow] = alignment.windows;
    expect(firstWindow?.[1]).toBeCloseTo(5 + 0.004 * 1.5, 2);
    expect(lastWindow?.[1]).toBeCloseTo(5 + 0.004 * 7.5, 2);
    expect(offsetAt(alignment, 13.9)).toBe(lastWindow?.[1]);
    expect(offsetAt(alignment, 4.6)).toBe(alignment.offset);
  });
});
