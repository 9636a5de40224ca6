import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CushionedPitchShifter as Shifter } from './pitch-shift-processor';

const SAMPLE_RATE = 48_000;
const BLOCK = 128;
let CushionedPitchShifter: typeof Shifter;

/** The AudioWorklet global scope, as far as the processor uses it (unstubbed after each test). */
function stubWorkletScope() {
  vi.stubGlobal(
    'AudioWorkletProcessor',
    class {
      readonly port = { postMessage: () => undefined, onmessage: null };
    },
  );
  vi.stubGlobal('sampleRate', SAMPLE_RATE);
}

beforeAll(async () => {
  stubWorkletScope();
  ({ CushionedPitchShifter } = await import('./pitch-shift-processor'));
});
beforeEach(stubWorkletScope);

/**
 * Plays `seconds` of a steady 220 Hz tone through a new processor, block by block, with the
 * transposition `semitonesAt(block)`; returns the first channel heard.
 */
function play(seconds: number, semitonesAt: (block: number) => number): Float32Array {
  const shifter = new CushionedPitchShifter();
  const blocks = Math.round((seconds * SAMPLE_RATE) / BLOCK);
  const heard = new Float32Array(blocks * BLOCK);
  for (let block = 0; block < blocks; block += 1) {
    const input = new Float32Array(BLOCK);
    for (let i = 0; i < BLOCK; i += 1)
      input[i] = 0.3 * Math.sin((2 * Math.PI * 220 * (block * BLOCK + i)) / SAMPLE_RATE);
    const left = new Float32Array(BLOCK);
    const right = new Float32Array(BLOCK);
    shifter.process([[input, input]], [[left, right]], {
      pitch: new Float32Array([1]),
      pitchSemitones: new Float32Array([semitonesAt(block)]),
      playbackRate: new Float32Array([1]),
    });
    heard.set(left, block * BLOCK);
  }
  return heard;
}

/** Where the tone is first heard, and the longest run of silent frames after that. */
function silences(heard: Float32Array): { startMs: number; longestGapFrames: number } {
  const start = heard.findIndex((value) => Math.abs(value) > 1e-3);
  let longest = 0;
  let run = 0;
  for (let i = start; i < heard.length; i += 1) {
    run = heard[i] === 0 ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return { startMs: (start / SAMPLE_RATE) * 1000, longestGapFrames: longest };
}

const blockAt = (seconds: number) => Math.round((seconds * SAMPLE_RATE) / BLOCK);

describe('the cushioned pitch shifter', () => {
  it('starts the tone after SoundTouch’s delay and the cushion, and never falls silent at a steady transposition', () => {
    for (const semitones of [-6, -1, 0, 1, 6]) {
      const result = silences(play(3, () => semitones));
      expect(result.startMs).toBeGreaterThan(100);
      expect(result.startMs).toBeLessThan(175);
      expect(result.longestGapFrames).toBeLessThan(2);
    }
  });

  it.each([
    [0, -6],
    [6, -6],
    [-3, -6],
    [0, 5],
    [-6, 6],
  ])('goes from %s to %s semitones while playing without a gap', (from, to) => {
    const result = silences(play(3, (block) => (block < blockAt(1.5) ? from : to)));
    expect(result.longestGapFrames).toBeLessThan(2);
  });

  it('takes a slider dragged from +6 to -6 and back, a semitone every 20 ms, without a gap', () => {
    const dragStart = blockAt(1);
    const stepBlocks = blockAt(0.02);
    const result = silences(
      play(4, (block) => {
        const step = Math.max(0, Math.floor((block - dragStart) / stepBlocks));
        if (step <= 12) return 6 - step;
        return Math.min(6, -6 + (step - 12));
      }),
    );
    expect(result.longestGapFrames).toBeLessThan(2);
  });
});
