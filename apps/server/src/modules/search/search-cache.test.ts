import type { SearchResponse } from '@cadenza/domain';
import { describe, expect, it } from 'vitest';
import { createSearchCache, searchCacheKey } from './search-cache.js';

function results(itemCount: number): SearchResponse {
  const item = {
    id: 'x',
    type: 'piece' as const,
    title: 'Nocturne',
  };
  return {
    kind: 'results',
    groups: {
      piece: { items: Array.from({ length: itemCount }, () => item) as never, total: itemCount },
    },
  };
}

describe('search answer cache', () => {
  it('answers only at the version the answer was computed at', () => {
    const cache = createSearchCache(100);
    const answer = results(3);
    cache.set('k', 7, answer);
    expect(cache.get('k', 7)).toBe(answer);
    expect(cache.get('k', 8)).toBeUndefined();
    expect(cache.get('other', 7)).toBeUndefined();
  });

  it('never puts back an answer older than the one it keeps', () => {
    const cache = createSearchCache(100);
    const newer = results(1);
    cache.set('k', 9, newer);
    cache.set('k', 8, results(2));
    expect(cache.get('k', 9)).toBe(newer);
  });

  it('holds at most its number of result items, dropping the least recently used', () => {
    const cache = createSearchCache(25);
    cache.set('a', 1, results(9));
    cache.set('b', 1, results(9));
    expect(cache.get('a', 1)).toBeDefined();
    cache.set('c', 1, results(9)); // 30 items with a, b and c: b was used least recently.
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
    cache.set('huge', 1, results(40));
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
  });

  it('keeps nothing when its size is 0', () => {
    const cache = createSearchCache(0);
    cache.set('k', 1, results(1));
    expect(cache.get('k', 1)).toBeUndefined();
  });

  it('keys a request by every parameter and by whether unpublished products are shown', () => {
    const base = { q: 'chopin', size: 5, groupBy: '_type' as const };
    const keys = [
      searchCacheKey(base, false),
      searchCacheKey(base, true),
      searchCacheKey({ ...base, q: 'chopn' }, false),
      searchCacheKey({ ...base, size: 10 }, false),
      searchCacheKey({ ...base, filter: '_type:piece' }, false),
      searchCacheKey({ ...base, filter: ['_type:piece'] }, false),
      searchCacheKey({ ...base, difficulty: '[1]' }, false),
      searchCacheKey({ ...base, sort: 'title:asc' }, false),
      searchCacheKey({ terms: 'composer' }, false),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(searchCacheKey({ ...base }, false)).toBe(keys[0]);
  });
});
