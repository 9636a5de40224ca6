import { LRUCache } from 'lru-cache';

/**
 * Answers by key, each good for one version of the data it was computed from (a version the
 * database moves on in the transaction of any write that could change the answer). An answer
 * read at the version it was computed at is exactly what the database would answer again, so
 * the cache can never show a change late; it only saves the work of computing it again.
 *
 * Per process, bounded by the answers' total weight (1 each unless weighed), least recently
 * used first out. Answers are shared between requests: nothing may change one after it is
 * returned.
 */
export interface VersionedCache<T> {
  /** False for the cache of size 0: there is then no version to read. */
  readonly keeps: boolean;
  get(key: string, version: number): T | undefined;
  set(key: string, version: number, answer: T): void;
}

interface Entry<T> {
  version: number;
  answer: T;
}

/** A cache holding at most `maxSize` of weight; 0 gives a cache that keeps nothing. */
export function createVersionedCache<T>(
  maxSize: number,
  weigh: (answer: T) => number = () => 1,
): VersionedCache<T> {
  if (maxSize === 0) return { keeps: false, get: () => undefined, set: () => undefined };
  const entries = new LRUCache<string, Entry<T>>({
    maxSize,
    sizeCalculation: (entry) => weigh(entry.answer),
  });
  return {
    keeps: true,
    get(key, version) {
      const entry = entries.get(key);
      return entry?.version === version ? entry.answer : undefined;
    },
    set(key, version, answer) {
      // An answer heavier than the whole cache is not kept (it would push out everything).
      if (weigh(answer) > maxSize) return;
      // A slow request must not put back an answer older than one already kept.
      const kept = entries.peek(key);
      if (kept && kept.version > version) return;
      entries.set(key, { version, answer });
    },
  };
}
