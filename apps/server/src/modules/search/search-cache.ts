import type { SearchRequest, SearchResponse } from '@cadenza/domain';
import { LRUCache } from 'lru-cache';

/**
 * Search answers by request, each good for one catalogue version (search_state.version, which
 * moves on in the transaction that changes anything a search answers). An answer read at the
 * version it was computed at is exactly what the database would answer again, so the cache
 * can never show a change late; it only saves the work of computing it again.
 *
 * The cache is per process and bounded by result items (a 10,000-row browse weighs 10,000,
 * an overview about 25), least recently used first out. Answers are shared between requests:
 * nothing may change one after it is returned.
 */
export interface SearchCache {
  /** False for the cache of size 0: there is then no version to read. */
  readonly keeps: boolean;
  get(key: string, version: number): SearchResponse | undefined;
  set(key: string, version: number, response: SearchResponse): void;
}

interface Entry {
  version: number;
  response: SearchResponse;
}

function weightOf(response: SearchResponse): number {
  if (response.kind === 'terms') return 1 + response.terms.length;
  return 1 + Object.values(response.groups).reduce((sum, group) => sum + group.items.length, 0);
}

/** The cache key of a request as a viewer sees it (admins and publishers see unpublished). */
export function searchCacheKey(request: SearchRequest, includeUnpublished: boolean): string {
  return JSON.stringify([
    includeUnpublished,
    request.q ?? null,
    request.filter ?? null,
    request.terms ?? null,
    request.size ?? null,
    request.difficulty ?? null,
    request.sort ?? null,
  ]);
}

/** A cache holding at most `maxItems` result items; 0 gives a cache that keeps nothing. */
export function createSearchCache(maxItems: number): SearchCache {
  if (maxItems === 0) return { keeps: false, get: () => undefined, set: () => undefined };
  const entries = new LRUCache<string, Entry>({
    maxSize: maxItems,
    sizeCalculation: (entry) => weightOf(entry.response),
  });
  return {
    keeps: true,
    get(key, version) {
      const entry = entries.get(key);
      return entry?.version === version ? entry.response : undefined;
    },
    set(key, version, response) {
      // An answer heavier than the whole cache is not kept (it would push out everything).
      if (weightOf(response) > maxItems) return;
      // A slow request must not put back an answer older than one already kept.
      const kept = entries.peek(key);
      if (kept && kept.version > version) return;
      entries.set(key, { version, response });
    },
  };
}
