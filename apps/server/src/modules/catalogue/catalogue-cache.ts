import { LRUCache } from 'lru-cache';

/**
 * Catalogue answers by request, each good for one catalogue version (catalogue_state.version,
 * which moves on in the transaction of any write the catalogue API can show). An answer read
 * at the version it was computed at is exactly what the database would answer again, so the
 * cache can never show a change late; it only saves the work of computing it again.
 *
 * Per process, at most `maxItems` answers, least recently used first out. Answers are shared
 * between requests: nothing may change one after it is returned.
 */
export interface CatalogueCache {
  /** False for the cache of size 0: there is then no version to read. */
  readonly keeps: boolean;
  get(key: string, version: number): unknown;
  set(key: string, version: number, answer: unknown): void;
}

interface Entry {
  version: number;
  answer: unknown;
}

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
  if (maxItems === 0) return { keeps: false, get: () => undefined, set: () => undefined };
  const entries = new LRUCache<string, Entry>({ max: maxItems });
  return {
    keeps: true,
    get(key, version) {
      const entry = entries.get(key);
      return entry?.version === version ? entry.answer : undefined;
    },
    set(key, version, answer) {
      // A slow request must not put back an answer older than one already kept.
      const kept = entries.peek(key);
      if (kept && kept.version > version) return;
      entries.set(key, { version, answer });
    },
  };
}
