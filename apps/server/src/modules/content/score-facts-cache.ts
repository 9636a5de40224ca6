import type { LoadedScore } from '@cadenza/music/scores';
import { LRUCache } from 'lru-cache';
import type { ScoreLoader } from '../catalogue/load-score.js';
import type { ScoreFacts } from './score-preview.js';

/**
 * Part of every key: moved on whenever `describeScore` counts or cuts differently, so that no
 * preview cut by older rules can be served.
 */
export const SCORE_FACTS_VERSION = 2;

/** Characters of preview text the cache holds at most (a preview is at most eight bars). */
const MAX_CACHED_CHARACTERS = 64 * 1024 * 1024;

export interface ScoreFactsCache {
  /**
   * The facts of the score at `ref`, worked out once and then kept (undefined when there is no
   * such score). `score` saves loading it again when the caller has it already. Concurrent
   * requests for a score not yet described share one piece of work.
   */
  get(ref: string, score?: LoadedScore): Promise<ScoreFacts | undefined>;
}

/**
 * Score facts (bar counts and the cut preview) per process, least recently used first out.
 * A score ref names one version of a score: an imported score's ref is the SHA-256 of its
 * text, and a library ref ('gen:…', 'lib:…') is written by this process's code, so a changed
 * score comes with a new ref and can never be answered with an old preview.
 */
export function createScoreFactsCache(options: {
  loadScore: ScoreLoader;
  describe: (score: LoadedScore) => Promise<ScoreFacts>;
}): ScoreFactsCache {
  const cache = new LRUCache<string, ScoreFacts, { ref: string; score?: LoadedScore }>({
    maxSize: MAX_CACHED_CHARACTERS,
    sizeCalculation: (facts) => facts.preview.content.length + 1,
    fetchMethod: async (_key, _stale, { context }) => {
      const score = context.score ?? (await options.loadScore(context.ref));
      return score ? options.describe(score) : undefined;
    },
  });
  return {
    get: (ref, score) =>
      cache.fetch(`${String(SCORE_FACTS_VERSION)}:${ref}`, {
        context: score ? { ref, score } : { ref },
      }),
  };
}
