import { BROWSER_SCORE_MAX_BYTES } from '@cadenza/domain';
import type { LoadedScore } from '@cadenza/music/scores';
import { LRUCache } from 'lru-cache';
import type { ScoreLoader } from '../catalogue/load-score.js';
import type { ScoreFactsCache } from './score-facts-cache.js';

/**
 * Part of every key: moved on whenever the engraving of a first page changes (options, cuts),
 * so that no page engraved by older rules is served.
 */
export const FIRST_PAGE_VERSION = 1;

/** Characters of engraved SVG the cache holds at most (a first page is about 100 kB). */
const MAX_CACHED_CHARACTERS = 64 * 1024 * 1024;

/** Which first page: of which score version, the whole score or its preview, at which viewer size. */
export interface FirstPageRequest {
  /** The score's ref: it names one version of the score (see score-facts-cache.ts). */
  ref: string;
  isPreview: boolean;
  width: number;
  height: number;
}

export interface ScoreFirstPages {
  /**
   * The first page of the score (or of its preview) as the score viewer draws it at that size;
   * undefined when there is no such score, or no preview of it. Engraved once per key,
   * concurrent requests sharing the work.
   */
  get(request: FirstPageRequest): Promise<string | undefined>;
}

/** The key of one first page: a new score version, size or entitlement is a new page. */
export function firstPageKey(request: FirstPageRequest): string {
  const part = request.isPreview ? 'preview' : 'full';
  return `${String(FIRST_PAGE_VERSION)}:${request.ref}:${part}:${String(request.width)}x${String(request.height)}`;
}

/** First pages of scores for the viewer, engraved off the event loop (`engrave`) and kept. */
export function createScoreFirstPages(options: {
  loadScore: ScoreLoader;
  scoreFacts: ScoreFactsCache;
  engrave: (input: {
    score: LoadedScore;
    width: number;
    height: number;
    isWhole: boolean;
  }) => Promise<string>;
}): ScoreFirstPages {
  const cache = new LRUCache<string, string, FirstPageRequest>({
    maxSize: MAX_CACHED_CHARACTERS,
    sizeCalculation: (svg) => svg.length + 1,
    fetchMethod: async (_key, _stale, { context }) => {
      const { width, height } = context;
      if (context.isPreview) {
        // Only the preview's text: a guest's first page is engraved from nothing more.
        const facts = await options.scoreFacts.get(context.ref);
        if (!facts?.preview.content) return undefined;
        const score = { format: facts.format, content: facts.preview.content };
        return options.engrave({ score, width, height, isWhole: true });
      }
      const score = await options.loadScore(context.ref);
      // Too large for the browser's viewer: it is not sent, so no first page stands in for it.
      if (!score || Buffer.byteLength(score.content, 'utf8') > BROWSER_SCORE_MAX_BYTES)
        return undefined;
      return options.engrave({ score, width, height, isWhole: false });
    },
  });
  return { get: (request) => cache.fetch(firstPageKey(request), { context: request }) };
}
