import { editDistance, type ResolvedWord } from './search-words.js';

const plainWord = /^[\p{L}\p{N}]+$/u;

/**
 * The catalogue word closest to an unknown word, whatever its distance ("did you mean" looks
 * further than the typo correction search makes by itself): fewest edits, then the greatest
 * trigram similarity; null when the database found none similar enough.
 */
function closestWord(word: ResolvedWord): string | null {
  const [best] = word.corrections
    .filter((correction) => plainWord.test(correction.word))
    .map((correction) => ({ ...correction, edits: editDistance(word.word, correction.word) }))
    .sort((a, b) => a.edits - b.edits || b.similarity - a.similarity);
  return best?.word ?? null;
}

/**
 * A query to offer when one found nothing: each word no catalogue word starts replaced by the
 * closest catalogue word, the others kept; null when no word was unknown or one has nothing
 * close. Whether it finds anything is for the caller to check.
 */
export function suggestQuery(words: readonly ResolvedWord[]): string | null {
  let isChanged = false;
  const suggested: string[] = [];
  for (const word of words) {
    if (word.isKnown) {
      suggested.push(word.word);
      continue;
    }
    const closest = closestWord(word);
    if (!closest) return null;
    isChanged = true;
    suggested.push(closest);
  }
  return isChanged ? suggested.join(' ') : null;
}
