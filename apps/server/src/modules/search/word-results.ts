import type { SearchType } from '@cadenza/domain';
import type { ResultsPage } from './search.repository.js';
import type { WordCounts, WordCountsRepository } from './word-counts.repository.js';
import type { WordResultsRepository } from './word-results.repository.js';

/** A one-word query as word-results.ts needs it. */
export interface OneWord {
  /** What it matches, as the beginning of document words (see wordBeginningOf). */
  beginning: string;
  /** A typo's correction: matched as that one word, if its counts are its own. */
  isCorrection: boolean;
  /**
   * The document words a known beginning starts, when the database listed them (at most
   * MAX_BEGINNING_WORDS); null otherwise.
   */
  words: string[] | null;
  /** The counts, when the statement that resolved the word brought them. */
  counts: WordCounts | null;
}

/** Each type's total: its documents holding the word, whatever the place. */
export function totalsOf(
  counts: WordCounts,
  types: readonly SearchType[],
): Partial<Record<SearchType, number>> {
  return Object.fromEntries(
    types.map((type) => [
      type,
      Object.values(counts[type] ?? {}).reduce((sum, documents) => sum + documents, 0),
    ]),
  );
}

/**
 * Results of a one-word search from its counts (the totals) and its words' postings (each
 * type's first results, see word-results.repository.ts); null when the word cannot be counted
 * (a correction that begins longer words), its words were not listed, or reading each word's
 * first `from + size` postings would read more than one pass over every match visits (a deep
 * page of a word of many forms). A later page is read as the first `from + size` results, of
 * which the first `from` are dropped.
 */
export function createWordResults(
  repository: WordResultsRepository,
  countsRepository: WordCountsRepository,
) {
  return async function findWordResults(
    options: OneWord & {
      types: readonly SearchType[];
      size: number;
      from: number;
      includeUnpublished: boolean;
    },
  ): Promise<ResultsPage | null> {
    const { beginning, includeUnpublished, from, size } = options;
    const counts =
      options.counts ??
      (options.isCorrection
        ? await countsRepository.countWord(beginning, includeUnpublished)
        : null);
    const words = options.isCorrection ? [beginning] : options.words;
    if (!counts || !words) return null;
    const totals = totalsOf(counts, options.types);
    const take = from + size;
    const matches = Object.values(totals).reduce((sum, total) => sum + total, 0);
    if (words.length * take > matches) return null;
    const rows = await repository.findWordResults({
      words,
      // A type whose page lies past its last result needs no reading.
      types: options.types.filter((type) => (totals[type] ?? 0) > from),
      take,
      includeUnpublished,
    });
    const page = options.types.flatMap((type) =>
      rows
        .filter((row) => row.searchType === type)
        .slice(from)
        .map((row) => ({ ...row, total: totals[type] ?? 0 })),
    );
    return { rows: page, totals };
  };
}

export type WordResults = ReturnType<typeof createWordResults>;
