import { z } from 'zod';
import type { Instrument } from './product-types.js';

export const DIFFICULTY_MIN = 0;
export const DIFFICULTY_MAX = 9;

export const difficultyLevelSchema = z.number().int().min(DIFFICULTY_MIN).max(DIFFICULTY_MAX);

/** Difficulty 0-9 for each instrument a product is for (a song has both piano and vocal). */
export const difficultySchema = z.object({
  piano: difficultyLevelSchema.optional(),
  vocal: difficultyLevelSchema.optional(),
});
export type Difficulty = z.infer<typeof difficultySchema>;

export const difficultyBands = ['elementary', 'intermediate', 'advanced'] as const;
export type DifficultyBand = (typeof difficultyBands)[number];

/** Spec §3 difficulty buckets: elementary 0-3, intermediate 4-6, advanced 7-9. */
export const difficultyBandRanges: Record<DifficultyBand, { min: number; max: number }> = {
  elementary: { min: 0, max: 3 },
  intermediate: { min: 4, max: 6 },
  advanced: { min: 7, max: 9 },
};

export function difficultyBandOf(level: number): DifficultyBand {
  if (!Number.isInteger(level) || level < DIFFICULTY_MIN || level > DIFFICULTY_MAX) {
    throw new RangeError(`difficulty must be an integer from 0 to 9, got ${level}`);
  }
  if (level <= difficultyBandRanges.elementary.max) return 'elementary';
  if (level <= difficultyBandRanges.intermediate.max) return 'intermediate';
  return 'advanced';
}

/** The levels a set of ticked bands covers, e.g. for the search difficulty filter. */
export function levelsOfBands(bands: readonly DifficultyBand[]): number[] {
  return difficultyBands
    .filter((band) => bands.includes(band))
    .flatMap((band) => {
      const { min, max } = difficultyBandRanges[band];
      return Array.from({ length: max - min + 1 }, (_, index) => min + index);
    });
}

/**
 * How many items fall in each band for one instrument, for lines such as
 * 'Piano pieces: 2 elementary / 1 advanced'. Items without that instrument are not counted.
 */
export function countByDifficultyBand(
  items: readonly { difficulty: Difficulty }[],
  instrument: Instrument,
): Record<DifficultyBand, number> {
  const counts: Record<DifficultyBand, number> = { elementary: 0, intermediate: 0, advanced: 0 };
  for (const item of items) {
    const level = item.difficulty[instrument];
    if (level !== undefined) counts[difficultyBandOf(level)] += 1;
  }
  return counts;
}
