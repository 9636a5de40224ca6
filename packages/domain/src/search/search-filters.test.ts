import { describe, expect, it } from 'vitest';
import {
  difficultyFilterParam,
  matchesDifficultyFilter,
  parseDifficultyFilter,
  parseSearchFilters,
} from './search-filters.js';
import { searchRequestSchema } from './search-request.js';

describe('difficulty filter parameter', () => {
  it('reads the per-instrument shape and the plain list', () => {
    expect(parseDifficultyFilter('{"piano":[3,0,1,2],"vocal":[7,8,9]}')).toEqual({
      piano: [0, 1, 2, 3],
      vocal: [7, 8, 9],
    });
    expect(parseDifficultyFilter('[4,5,6]')).toEqual({ piano: [4, 5, 6], vocal: [4, 5, 6] });
    expect(parseDifficultyFilter('{"vocal":[2],"piano":[]}')).toEqual({ vocal: [2] });
  });

  it.each([
    undefined,
    '',
    'not json',
    '{"piano":[0,1',
    '[]',
    '{}',
    '{"piano":[]}',
    '[10]',
    '[-1]',
    '[1.5]',
    '["3"]',
    '{"organ":[1]}',
    '{"piano":3}',
    'null',
    '7',
  ])('treats %j as no filter', (raw) => {
    expect(parseDifficultyFilter(raw)).toBeNull();
  });

  it('matches a level listed for one of the product’s instruments', () => {
    const filter = parseDifficultyFilter('{"piano":[0,1,2,3]}');
    expect(matchesDifficultyFilter({ piano: 2 }, filter)).toBe(true);
    expect(matchesDifficultyFilter({ piano: 5, vocal: 2 }, filter)).toBe(false);
    expect(matchesDifficultyFilter({}, filter)).toBe(false);
    expect(matchesDifficultyFilter({}, null)).toBe(true);
  });

  it('builds the parameter from ticked bands, nothing ticked being no filter', () => {
    expect(difficultyFilterParam({ piano: ['elementary'], vocal: ['advanced'] })).toBe(
      '{"piano":[0,1,2,3],"vocal":[7,8,9]}',
    );
    expect(difficultyFilterParam({ piano: [], vocal: [] })).toBeUndefined();
    const param = difficultyFilterParam({ vocal: ['intermediate'] });
    expect(parseDifficultyFilter(param)).toEqual({ vocal: [4, 5, 6] });
  });
});

describe('search filters', () => {
  it('splits at the first colon, so terms may contain colons', () => {
    expect(parseSearchFilters(['_type:piece', 'composer: Bach: the elder '])).toEqual({
      ok: true,
      filters: { type: 'piece', term: { field: 'composer', value: 'Bach: the elder' } },
    });
    expect(parseSearchFilters(undefined)).toEqual({
      ok: true,
      filters: { type: null, term: null },
    });
  });

  it.each([
    ['orgName.raw:Henle', 'unknown filter field: orgName.raw'],
    [
      '_type:collection',
      'unknown search type: collection (one of volume, piece, performance, video, reading)',
    ],
    ['artist:', 'filter artist needs a term after the colon'],
  ])('refuses %s', (raw, message) => {
    expect(parseSearchFilters(raw)).toEqual({ ok: false, message });
  });
});

describe('search request', () => {
  it('accepts the four forms of the spec’s calls', () => {
    for (const query of [
      { q: 'chopin', size: '5', groupBy: '_type' },
      { q: 'chopin', filter: '_type:piece', size: '10000' },
      { filter: 'composer:Frédéric Chopin', size: '10000', groupBy: '_type' },
      { terms: 'composer', size: '10000', difficulty: '[1,2]' },
    ]) {
      expect(searchRequestSchema.safeParse(query).success).toBe(true);
    }
  });

  it('refuses long queries, large sizes, bad sorts and unknown parameters', () => {
    for (const query of [
      { q: 'a'.repeat(201) },
      { size: '10001' },
      { sort: 'title' },
      { sort: 'title:sideways' },
      { page: '1' },
      { groupBy: 'composer' },
    ]) {
      expect(searchRequestSchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});
