import { measureTicks } from '../theory/durations.js';
import { totalTicks } from './events.js';
import type { Score } from './score-model.js';

/** Ticks each measure must hold: the upbeat for a pickup measure, the time signature otherwise. */
export function expectedMeasureTicks(score: Score, measureIndex: number): number {
  return measureIndex === 0 && score.pickupTicks > 0 ? score.pickupTicks : measureTicks(score.time);
}

/**
 * Throws unless every voice of every staff of every measure adds up exactly to its measure,
 * every part has the same number of measures and every staff has a clef.
 */
export function checkScore(score: Score): void {
  const first = score.parts[0];
  if (!first) throw new Error(`${score.title}: a score needs at least one part`);
  const measureCount = first.measures.length;
  if (measureCount === 0) throw new Error(`${score.title}: a score needs at least one measure`);
  for (const part of score.parts) {
    if (part.measures.length !== measureCount) {
      throw new Error(
        `${score.title}: part ${part.name} has ${part.measures.length} measures, expected ${measureCount}`,
      );
    }
    part.measures.forEach((measure, measureIndex) => {
      if (measure.staves.length !== part.clefs.length) {
        throw new Error(
          `${score.title}: part ${part.name} measure ${measureIndex + 1} has the wrong number of staves`,
        );
      }
      const expected = expectedMeasureTicks(score, measureIndex);
      measure.staves.forEach((staff, staffIndex) => {
        if (staff.voices.length === 0)
          throw new Error(`${score.title}: an empty staff in measure ${measureIndex + 1}`);
        staff.voices.forEach((voice, voiceIndex) => {
          const actual = totalTicks(voice);
          if (actual !== expected) {
            throw new Error(
              `${score.title}: part ${part.name} measure ${measureIndex + 1} staff ${staffIndex + 1} voice ${voiceIndex + 1} holds ${actual} ticks, expected ${expected}`,
            );
          }
        });
      });
    });
  }
}
