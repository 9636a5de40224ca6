import type { LoadedScore } from '@cadenza/music/scores';
import { LRUCache } from 'lru-cache';
import type { ScoreFactsCache } from './score-facts-cache.js';

/** Characters of engraved SVG the cache holds at most (an opening is about 100 kB). */
const MAX_CACHED_CHARACTERS = 32 * 1024 * 1024;

export interface ScoreOpenings {
  /**
   * The opening of the score at `ref` as an SVG image: the first page of its preview, so never
   * more than a guest may see. Undefined when there is no such score or it is too short for a
   * preview. Engraved once per process, concurrent requests sharing the work.
   */
  get(ref: string): Promise<string | undefined>;
}

/** Openings of scores, engraved off the event loop (`engrave`) from their cut previews. */
export function createScoreOpenings(options: {
  scoreFacts: ScoreFactsCache;
  engrave: (score: LoadedScore) => Promise<string>;
}): ScoreOpenings {
  const cache = new LRUCache<string, string, { ref: string }>({
    maxSize: MAX_CACHED_CHARACTERS,
    sizeCalculation: (svg) => svg.length + 1,
    fetchMethod: async (_key, _stale, { context }) => {
      const facts = await options.scoreFacts.get(context.ref);
      if (!facts?.preview.content) return undefined;
      return options.engrave({ format: facts.format, content: facts.preview.content });
    },
  });
  return { get: (ref) => cache.fetch(ref, { context: { ref } }) };
}
