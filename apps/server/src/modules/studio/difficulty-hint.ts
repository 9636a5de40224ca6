import type { SuggestedDifficulty } from '@cadenza/domain';
import { DIFFICULTY_METHOD, suggestDifficulty, type LoadedScore } from '@cadenza/music/scores';
import { LRUCache } from 'lru-cache';

/** Scores larger than this are not measured in a request (the regexes are linear, but long). */
const MAX_SCORE_CHARACTERS = 2_000_000;

/**
 * The edit page's suggested difficulty for a product's score, kept per score ref (a ref names
 * one version of a score), so it is measured once per process.
 */
export function createDifficultyHints(
  loadScore: (ref: string) => Promise<LoadedScore | undefined>,
) {
  const cache = new LRUCache<string, SuggestedDifficulty>({ max: 500 });
  const none = (reason: string): SuggestedDifficulty => ({
    method: DIFFICULTY_METHOD,
    piano: null,
    vocal: null,
    reason,
  });

  return async function hintFor(scoreRef: string | null): Promise<SuggestedDifficulty> {
    if (!scoreRef) return none('This product has no score of its own to measure.');
    const kept = cache.get(scoreRef);
    if (kept) return kept;
    const score = await loadScore(scoreRef);
    let hint: SuggestedDifficulty;
    if (!score) hint = none('The score could not be loaded.');
    else if (score.format !== 'musicxml')
      hint = none('Only MusicXML scores are measured; this one is MEI.');
    else if (score.content.length > MAX_SCORE_CHARACTERS)
      hint = none('The score is too long to measure here.');
    else {
      const suggestion = suggestDifficulty(score.content);
      hint = {
        method: DIFFICULTY_METHOD,
        piano: suggestion.piano ?? null,
        vocal: suggestion.vocal ?? null,
        reason: suggestion.piano || suggestion.vocal ? null : 'The score has no pitched notes.',
      };
    }
    cache.set(scoreRef, hint);
    return hint;
  };
}

export type DifficultyHints = ReturnType<typeof createDifficultyHints>;
