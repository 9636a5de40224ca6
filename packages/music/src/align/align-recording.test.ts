import { describe, expect, it } from 'vitest';
import { createScoreLibrary } from '../scores/index.js';
import { alignToReference, renderScoreReference } from './align-score.js';
import { warp, type FeatureSequence } from './dtw.js';
import { median } from './refine-onsets.js';
import { performScore } from './synthetic-performance.js';

/** Issue 20's target at note onsets. */
const TARGET = { medianMs: 20, meanMs: 40 };

/** A sequence whose frame `i` is chroma class `classes[i]` (and an onset where the class changes). */
function sequenceOf(classes: readonly number[]): FeatureSequence {
  const chroma = new Float32Array(classes.length * 12);
  const onsets = new Float32Array(classes.length * 12);
  classes.forEach((pitchClass, frame) => {
    chroma[frame * 12 + pitchClass] = 1;
    if (frame === 0 || classes[frame - 1] !== pitchClass) onsets[frame * 12 + pitchClass] = 1;
  });
  return { chroma, onsets, frames: classes.length };
}

describe('time warping', () => {
  it('finds where each note of a melody went when it is played half as fast again', () => {
    // 400 frames (past the coarsest level, so the band is used), each note 10 frames long.
    const melody = Array.from({ length: 400 }, (_, frame) => (Math.floor(frame / 10) * 7) % 12);
    const slower = Array.from(
      { length: 600 },
      (_, frame) => melody[Math.floor(frame / 1.5)] as number,
    );
    const path = warp(sequenceOf(slower), sequenceOf(melody));
    expect(path[0]).toEqual([0, 0]);
    expect(path.at(-1)).toEqual([599, 399]);
    for (let note = 0; note < 40; note += 1) {
      const firstRow = path.find(([, column]) => column === note * 10)?.[0];
      expect(firstRow).toBe(Math.ceil(note * 10 * 1.5));
    }
  });
});

describe('aligning a recording to its score', () => {
  it('places the onsets of a performance with tempo changes, rubato, ornaments and pedal within the target', async () => {
    const score = createScoreLibrary().load('lib:grieg-in-the-hall-of-the-mountain-king');
    if (!score) throw new Error('no score');
    const reference = await renderScoreReference(score);
    const played = performScore({
      notes: reference.notes,
      onsets: reference.onsets,
      bars: reference.bars,
      style: {
        tempoCurve: true,
        rubato: true,
        ornaments: true,
        pedal: true,
        room: true,
        noiseDb: 30,
      },
      seed: 'alignment test',
    });
    const { syncMap, onsets } = alignToReference(reference, played);
    expect(onsets).toBe(reference.onsets.length);
    // A point at every onset (and the end), increasing in both time and position.
    const atOnsets = syncMap.points.slice(0, onsets);
    expect(atOnsets.map(([, quarters]) => quarters)).toEqual(reference.onsetQuarters);
    syncMap.points.forEach(([ms, quarters], index) => {
      const previous = syncMap.points[index - 1];
      if (!previous) return;
      expect(ms).toBeGreaterThan(previous[0]);
      expect(quarters).toBeGreaterThan(previous[1]);
    });
    const errors = atOnsets.map(([ms], index) =>
      Math.abs(ms - (played.truth[index] as number) * 1000),
    );
    const mean = errors.reduce((sum, error) => sum + error, 0) / errors.length;
    expect(median(errors)).toBeLessThanOrEqual(TARGET.medianMs);
    expect(mean).toBeLessThanOrEqual(TARGET.meanMs);
    // The truth is not the rendering's timing: the performance moved every onset.
    const moved = reference.onsets.map(
      (onset, index) => Math.abs((played.truth[index] as number) - onset.seconds) * 1000,
    );
    expect(median(moved)).toBeGreaterThan(200);
  }, 180_000);
});
