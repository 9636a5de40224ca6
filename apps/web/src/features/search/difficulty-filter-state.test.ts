import { describe, expect, it } from 'vitest';
import {
  difficultyApiParam,
  emptyDifficultyFilter,
  formatDifficultyParam,
  parseDifficultyParam,
  toggleAllBands,
  toggleBand,
} from './difficulty-filter-state';

describe('difficulty filter in the URL', () => {
  it('reads the JSON the filter writes', () => {
    const filter = { piano: ['advanced', 'elementary'], vocal: [] } as const;
    const param = formatDifficultyParam({ piano: [...filter.piano], vocal: [] });
    expect(param).toBe('{"piano":["elementary","advanced"]}');
    expect(parseDifficultyParam(param)).toEqual({ piano: ['elementary', 'advanced'], vocal: [] });
  });

  it('treats invalid JSON and unknown shapes as the empty filter', () => {
    expect(parseDifficultyParam('{piano:')).toEqual(emptyDifficultyFilter);
    expect(parseDifficultyParam('[1,2,3]')).toEqual(emptyDifficultyFilter);
    expect(parseDifficultyParam('"advanced"')).toEqual(emptyDifficultyFilter);
    expect(parseDifficultyParam(null)).toEqual(emptyDifficultyFilter);
    expect(parseDifficultyParam('{"piano":["expert","advanced"],"vocal":"x"}')).toEqual({
      piano: ['advanced'],
      vocal: [],
    });
  });

  it('leaves the parameter out when nothing is ticked', () => {
    expect(formatDifficultyParam(emptyDifficultyFilter)).toBeNull();
  });
});

describe('ticking levels', () => {
  it('toggles one band of one instrument', () => {
    const ticked = toggleBand(emptyDifficultyFilter, 'vocal', 'intermediate');
    expect(ticked).toEqual({ piano: [], vocal: ['intermediate'] });
    expect(toggleBand(ticked, 'vocal', 'intermediate')).toEqual(emptyDifficultyFilter);
  });

  it('select all ticks every band, and clears them when all are ticked', () => {
    const partly = toggleBand(emptyDifficultyFilter, 'piano', 'advanced');
    const all = toggleAllBands(partly, 'piano');
    expect(all.piano).toEqual(['elementary', 'intermediate', 'advanced']);
    expect(toggleAllBands(all, 'piano').piano).toEqual([]);
  });

  it('turns bands into the 0-9 levels the search filters on', () => {
    expect(difficultyApiParam({ piano: ['elementary'], vocal: ['advanced'] })).toBe(
      '{"piano":[0,1,2,3],"vocal":[7,8,9]}',
    );
    expect(difficultyApiParam(emptyDifficultyFilter)).toBeUndefined();
  });
});
