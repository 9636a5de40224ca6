import { PROGRESSIONS, type ChordDegree } from '../theory/chords.js';
import { pickOne, type Random } from '../theory/prng.js';

/**
 * One chord per bar in four-bar phrases: the first phrase states a progression, inner
 * phrases close on the dominant (a half cadence) and the last one on V–I, so every piece
 * ends with a perfect cadence.
 */
export function harmonyPlan(bars: number, random: Random): ChordDegree[] {
  const plan: ChordDegree[] = [];
  const phrases = Math.ceil(bars / 4);
  for (let phrase = 0; phrase < phrases; phrase += 1) {
    const isLast = phrase === phrases - 1;
    const progression = pickOne(random, PROGRESSIONS);
    const chords: ChordDegree[] = isLast
      ? [
          phrase === 0 ? 1 : pickOne(random, [1, 6] as const),
          pickOne(random, [4, 2] as const),
          5,
          1,
        ]
      : [progression[0] ?? 1, progression[1] ?? 4, progression[2] ?? 1, 5];
    plan.push(...chords);
  }
  return plan.slice(plan.length - bars);
}
