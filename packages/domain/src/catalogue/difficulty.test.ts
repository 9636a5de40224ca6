import { describe, expect, it } from 'vitest';
import {
  countByDifficultyBand,
  difficultyBandOf,
  difficultySchema,
  levelsOfBands,
} from './difficulty.js';

describe('difficulty bands', () => {
  it.each([
    [0, 'elementary'],
    [3, 'elementary'],
    [4, 'intermediate'],
    [6, 'intermediate'],
    [7, 'advanced'],
    [9, 'advanced'],
  ] as const)('puts level %i in %s', (level, band) => {
    expect(difficultyBandOf(level)).toBe(band);
  });

  it('refuses levels outside 0-9', () => {
    expect(() => difficultyBandOf(10)).toThrow(RangeError);
    expect(() => difficultyBandOf(-1)).toThrow(RangeError);
    expect(() => difficultyBandOf(2.5)).toThrow(RangeError);
    expect(difficultySchema.safeParse({ piano: 10 }).success).toBe(false);
    expect(difficultySchema.safeParse({ piano: 9, vocal: 0 }).success).toBe(true);
  });

  it('turns ticked bands into the levels they cover', () => {
    expect(levelsOfBands(['elementary'])).toEqual([0, 1, 2, 3]);
    expect(levelsOfBands(['advanced', 'intermediate'])).toEqual([4, 5, 6, 7, 8, 9]);
    expect(levelsOfBands([])).toEqual([]);
  });

  it('counts items per band for one instrument', () => {
    const items = [
      { difficulty: { piano: 1 } },
      { difficulty: { piano: 2, vocal: 8 } },
      { difficulty: { piano: 8 } },
      { difficulty: { vocal: 5 } },
    ];
    expect(countByDifficultyBand(items, 'piano')).toEqual({
      elementary: 2,
      intermediate: 0,
      advanced: 1,
    });
    expect(countByDifficultyBand(items, 'vocal')).toEqual({
      elementary: 0,
      intermediate: 1,
      advanced: 1,
    });
  });
});
