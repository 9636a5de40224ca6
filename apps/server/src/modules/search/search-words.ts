/**
 * Turning what a user typed into text-search queries without ever handing their text to the
 * tsquery parser: words are runs of letters and digits (so quotes, &, |, !, :*, backslashes
 * and every other operator character only separate words), and the tsquery is assembled
 * here from words that are checked again after the database has unaccented them.
 */

/** More words than this add nothing to a title search and only cost time. */
export const MAX_SEARCH_WORDS = 10;
/** Words shorter than this are never typo-corrected (too little to go on). */
export const MIN_CORRECTED_LENGTH = 4;
/**
 * A known word starting at most this many document words is searched as those words, exactly:
 * the index answers a few whole words faster than a prefix, which it reads as a range.
 */
export const MAX_COMPLETIONS = 8;
/**
 * A one-word query beginning at most this many document words reads its first results from
 * those words' postings (word-results.ts); a beginning of more is searched in one pass.
 */
export const MAX_BEGINNING_WORDS = 32;

const wordPattern = /[\p{L}\p{N}]+/gu;
const plainWord = /^[\p{L}\p{N}]+$/u;

/** The words of a query, lower-cased, in order, without repeats. */
export function extractSearchWords(query: string): string[] {
  const words = query.normalize('NFC').toLowerCase().match(wordPattern) ?? [];
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** Whether a word may be typo-corrected: long enough and not a number such as 846 or op28. */
export function isCorrectable(word: string): boolean {
  return word.length >= MIN_CORRECTED_LENGTH && !/\p{N}/u.test(word);
}

/** A query word as the database resolved it. */
export interface ResolvedWord {
  /** Unaccented and lower-cased: how the documents spell it. */
  word: string;
  /** Whether some document word starts with it (or it is not checked: short words, numbers). */
  isKnown: boolean;
  /**
   * For a known word that was checked, every document word it starts, when there are at most
   * MAX_COMPLETIONS; null otherwise (then it is searched as a prefix).
   */
  completions: string[] | null;
  /** For an unknown word, the closest document words, best first, with their similarity. */
  corrections: { word: string; similarity: number }[];
  /**
   * For the word of a one-word query, when it was checked and is known: every document word it
   * starts, when there are at most MAX_BEGINNING_WORDS; null otherwise.
   */
  beginningWords?: string[] | null;
  /**
   * For a word that is not checked (shorter than MIN_CORRECTED_LENGTH, or a number) and not the
   * last one (so finished typing): whether a document has held it as a word (search_short_words:
   * like search_words, words stay when their documents go). It is then matched whole ('the',
   * 'de', 'no 2'); a short word no document holds whole stays a beginning ('pro' of "pro
   * recordings").
   */
  isWhole?: boolean;
}

/** Corrections offered for one word at most (the closest ones, tied). */
const MAX_CORRECTIONS = 3;

/**
 * Edits a typo may hold: one per four letters, at least one ('chopn' → chopin, 'beethovn' →
 * beethoven, 'rachmaninov' → rachmaninoff), so 'intermezzo' is not taken for 'intermediate'.
 */
export function maxEditsFor(word: string): number {
  return Math.max(1, Math.floor(Array.from(word).length / 4));
}

/** Edit distance with adjacent transpositions (optimal string alignment), by code point. */
export function editDistance(from: string, to: string): number {
  const a = Array.from(from);
  const b = Array.from(to);
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (before[j - 2] ?? 0) + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * What each word may match: itself as a prefix (search as you type; one-letter words must
 * match exactly, or 's' from "Children's" would match half the catalogue, and so must a short
 * finished word that is a document word: see `isWhole`), spelt out as the few document words
 * it starts when the database listed them, or the document words closest to it within its edit
 * allowance. Null when a word matches nothing, so the query cannot match either.
 */
export function alternativesOf(
  resolved: ResolvedWord,
): { lexeme: string; isPrefix: boolean }[] | null {
  if (!plainWord.test(resolved.word)) return null;
  if (resolved.isKnown) {
    const completions = resolved.completions ?? [];
    if (completions.length && completions.every((word) => plainWord.test(word)))
      return completions.map((word) => ({ lexeme: word, isPrefix: false }));
    return [{ lexeme: resolved.word, isPrefix: resolved.word.length > 1 && !resolved.isWhole }];
  }
  const allowed = maxEditsFor(resolved.word);
  const near = resolved.corrections
    .filter((correction) => plainWord.test(correction.word))
    .map((correction) => ({ ...correction, edits: editDistance(resolved.word, correction.word) }))
    .filter((correction) => correction.edits <= allowed);
  const fewest = Math.min(...near.map((correction) => correction.edits));
  const corrections = near
    .filter((correction) => correction.edits === fewest)
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, MAX_CORRECTIONS)
    .map((correction) => ({ lexeme: correction.word, isPrefix: false }));
  return corrections.length ? corrections : null;
}

/**
 * What a one-word query matches, as the beginning of document words: the word as typed when it
 * is known and long enough to be counted (as prefix or the few words it starts alike), or the
 * one word a typo was corrected to (which matches as a beginning only if no longer word starts
 * with it: the database checks that); null for anything else.
 */
export function wordBeginningOf(
  words: readonly ResolvedWord[],
): { beginning: string; isCorrection: boolean } | null {
  const [word, ...others] = words;
  if (!word || others.length || !plainWord.test(word.word)) return null;
  if (word.isKnown)
    return isCorrectable(word.word) ? { beginning: word.word, isCorrection: false } : null;
  const [only, ...more] = alternativesOf(word) ?? [];
  return only && !more.length ? { beginning: only.lexeme, isCorrection: true } : null;
}

/** The document fields a query is asked to match in, from the title alone to everything. */
export type FieldSet = 'title' | 'titleAndPeople' | 'titlePeopleAndVolume' | 'all';
const weightsOf: Record<FieldSet, string> = {
  title: 'A',
  titleAndPeople: 'AB',
  titlePeopleAndVolume: 'ABC',
  all: '',
};

export type TextQueries = Record<FieldSet, string>;

/**
 * tsquery texts (for to_tsquery('simple', …)) requiring every word in the given fields; null
 * when some word can match nothing. Lexemes are letters and digits only, so the text is
 * always valid tsquery syntax.
 */
export function buildTextQueries(words: readonly ResolvedWord[]): TextQueries | null {
  const alternatives = words.map(alternativesOf);
  if (!alternatives.length || alternatives.some((options) => options === null)) return null;
  const build = (fields: FieldSet) =>
    alternatives
      .map((options) => {
        const terms = (options ?? []).map(({ lexeme, isPrefix }) => {
          const flags = `${isPrefix ? '*' : ''}${weightsOf[fields]}`;
          return flags ? `${lexeme}:${flags}` : lexeme;
        });
        return terms.length > 1 ? `(${terms.join(' | ')})` : (terms[0] ?? '');
      })
      .join(' & ');
  return {
    title: build('title'),
    titleAndPeople: build('titleAndPeople'),
    titlePeopleAndVolume: build('titlePeopleAndVolume'),
    all: build('all'),
  };
}
