import { describe, expect, it } from 'vitest';
import {
  envelopeSync,
  onsetSync,
  silencesAroundChanges,
  type PlayedPiece,
} from './player-sync-recording.js';

const BLOCK = 128 / 48_000;

/** A piece whose notes start every `spacing` seconds of media time, each a sharp attack then a fade. */
function played(options: {
  tempo: number;
  heardFrom: number;
  highlightLateMs: number;
}): PlayedPiece {
  const spacing = 0.37;
  const noteStarts = Array.from({ length: 40 }, (_, index) => 0.2 + index * spacing);
  const levelAt = (media: number) => {
    const start = noteStarts.filter((value) => value <= media).at(-1);
    return start === undefined ? 0 : 0.02 + 0.3 * Math.exp(-(media - start) * 6);
  };
  const sourceBlock = 128 / 44_100;
  const envelope = {
    blockSeconds: sourceBlock,
    levels: Array.from({ length: Math.round(16 / sourceBlock) }, (_, block) =>
      levelAt(block * sourceBlock),
    ),
  };
  const blocks: [number, number][] = [];
  for (let time = options.heardFrom - 1; time < options.heardFrom + 10; time += BLOCK) {
    const media = (time - options.heardFrom) * options.tempo;
    blocks.push([time, media < 0 ? 0 : levelAt(media)]);
  }
  const highlights = noteStarts
    .map((start) => options.heardFrom + start / options.tempo + options.highlightLateMs / 1000)
    .filter((time) => time < options.heardFrom + 10);
  return {
    tempo: options.tempo,
    record: { starts: [], blocks, highlights },
    changedAt: [],
    recording: { envelope, noteStarts },
  };
}

describe('envelopeSync', () => {
  it.each([
    [0.5, 30],
    [1, -20],
    [1.5, 0],
  ])('at %s measures highlights %s ms late as such', (tempo, late) => {
    const result = envelopeSync('test', played({ tempo, heardFrom: 3.2, highlightLateMs: late }));
    expect(result.count).toBeGreaterThan(5);
    expect(result.medianMs).toBeCloseTo(late, -1);
    expect(result.p95AbsMs).toBeLessThan(Math.abs(late) + 5);
    expect(result.correlation).toBeGreaterThan(0.9);
  });

  it('needs the recording', () => {
    const withoutRecording = { ...played({ tempo: 1, heardFrom: 1, highlightLateMs: 0 }) };
    delete withoutRecording.recording;
    expect(() => envelopeSync('test', withoutRecording)).toThrow('needs the recording');
  });
});

describe('onsetSync', () => {
  it('measures highlights against the attacks found in the sound', () => {
    const result = onsetSync('test', played({ tempo: 1, heardFrom: 2, highlightLateMs: 40 }));
    expect(result.count).toBeGreaterThan(5);
    // Onsets are placed to a block or two after the attack begins.
    expect(result.medianMs).toBeGreaterThan(30);
    expect(result.medianMs).toBeLessThanOrEqual(40);
  });
});

describe('silencesAroundChanges', () => {
  /** Sound from 1 s to 9 s, but for silent spans [from, to). */
  function withSilences(spans: [number, number][], changedAt: number[]): PlayedPiece {
    const blocks: [number, number][] = [];
    for (let time = 0; time < 9; time += BLOCK) {
      const silent = time < 1 || spans.some(([from, to]) => time >= from && time < to);
      blocks.push([time, silent ? 0 : 0.1]);
    }
    return { tempo: 1, record: { starts: [], blocks, highlights: [] }, changedAt };
  }

  it('tells a gap at a change from the rests elsewhere', () => {
    const result = silencesAroundChanges(
      withSilences(
        [
          [3.01, 3.05],
          [6, 6.1],
        ],
        [3, 5],
      ),
    );
    expect(result.nearChangesMs).toBeCloseTo(40, -1);
    expect(result.elsewhereMs).toBeCloseTo(100, -1);
  });

  it('finds no gap where the sound goes on, and ignores the silence before playing', () => {
    expect(silencesAroundChanges(withSilences([], [2, 4]))).toEqual({
      nearChangesMs: 0,
      elsewhereMs: 0,
    });
  });
});
