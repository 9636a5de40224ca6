import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

describe('the rendered page cache', () => {
  it('keeps only the most recently used pages', () => {
    const cache = new PageCache<string>(3);
    for (const page of [1, 2, 3]) cache.set(page, `page ${String(page)}`);
    expect(cache.get(1)).toBe('page 1');
    cache.set(4, 'page 4');
    expect(cache.size).toBe(3);
    expect(cache.get(2)).toBeUndefined();
    expect([cache.get(1), cache.get(3), cache.get(4)]).toEqual(['page 1', 'page 3', 'page 4']);
  });
});
