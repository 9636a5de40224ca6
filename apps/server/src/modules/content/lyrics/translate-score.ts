import type { Translation } from '@cadenza/domain';
import { readSungLines } from '@cadenza/music/lyrics';
import type { LoadedScore } from '@cadenza/music/scores';
import { findKnownTranslation } from './translations.js';

/**
 * The sung text of a vocal score line by line, with the English translation of each line where
 * the edition has one. English songs need none; a score without words has no text to show.
 */
export function translateScore(score: LoadedScore, language: string): Translation | null {
  const lines = readSungLines(score);
  if (!lines.length) return null;
  const known = language === 'English' ? undefined : findKnownTranslation(lines);
  return {
    language,
    lines: lines.map((original, index) => ({ original, translation: known?.[index] ?? null })),
  };
}
