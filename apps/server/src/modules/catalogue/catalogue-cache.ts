import { createVersionedCache, type VersionedCache } from '../../lib/versioned-cache.js';

/**
 * Catalogue answers by request, each good for one catalogue version (catalogue_state.version,
 * which moves on in the transaction of any write the catalogue API can show): a versioned
 * cache (`lib/versioned-cache.ts`) of at most `maxItems` answers.
 */
export type CatalogueCache = VersionedCache<unknown>;

/**
 * The key of a request as a viewer kind sees it: admins and publishers (who see unpublished
 * products) have their own answers, everyone else shares the published ones.
 */
export function catalogueCacheKey(
  includeUnpublished: boolean,
  endpoint: string,
  ...args: (string | boolean | null)[]
): string {
  return JSON.stringify([includeUnpublished, endpoint, ...args]);
}

/** A cache holding at most `maxItems` answers; 0 gives a cache that keeps nothing. */
export function createCatalogueCache(maxItems: number): CatalogueCache {
  return createVersionedCache<unknown>(maxItems);
}
