import type { SearchRequest, SearchResponse } from '@cadenza/domain';
import { createVersionedCache, type VersionedCache } from '../../lib/versioned-cache.js';

/**
 * Search answers by request, each good for one search version (search_state.version): a
 * versioned cache (`lib/versioned-cache.ts`) bounded by result items (a 10,000-row browse
 * weighs 10,000, an overview about 25).
 */
export type SearchCache = VersionedCache<SearchResponse>;

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
    request.from ?? null,
    request.difficulty ?? null,
    request.sort ?? null,
  ]);
}

/** A cache holding at most `maxItems` result items; 0 gives a cache that keeps nothing. */
export function createSearchCache(maxItems: number): SearchCache {
  return createVersionedCache(maxItems, weightOf);
}
