import type { SearchType } from '@cadenza/domain';
import type { ResultsPage } from './search.repository.js';
import type { WordCountsRepository } from './word-counts.repository.js';
import { planWordResults, type WordCounts, type WordSlot } from './word-results-plan.js';
import {
  slotNumber,
  type WordResultRow,
  type WordResultsRepository,
} from './word-results.repository.js';

/** A one-word query as word-results.ts needs it. */
export interface OneWord {
  /** What it matches, as the beginning of document words (see wordBeginningOf). */
  beginning: string;
  /** A typo's correction: its counts say whether it stands alone as a beginning. */
  isCorrection: boolean;
  /** The counts, when the statement that resolved the word brought them. */
  counts: WordCounts | null;
}

/**
 * Results of a one-word search from its counts and a plan (see word-results-plan.ts); null
 * when the plan says one pass over the matches is cheaper, or the word cannot be counted (a
 * correction that begins longer words). A later page is planned as the first `from + size`
 * results, of which the first `from` are dropped.
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
    const { beginning, includeUnpublished, from } = options;
    const counts =
      options.counts ??
      (options.isCorrection
        ? await countsRepository.countWord(beginning, includeUnpublished)
        : null);
    if (!counts) return null;
    const plan = planWordResults({ counts, types: options.types, size: from + options.size });
    if (!plan) return null;
    const rows = await repository.findWordResults({
      beginning,
      slots: plan.slots,
      includeUnpublished,
    });
    const found = (slot: WordSlot) =>
      rows.filter((row) => row.slot === slotNumber(slot.type, slot.weight));
    // A walk that read its limit before finding enough (matches bunched late in title order)
    // is done again by sorting the matches.
    const short = plan.slots.filter((slot) => slot.by === 'walk' && found(slot).length < slot.take);
    const again = short.length
      ? await repository.findWordResults({
          beginning,
          slots: short.map((slot) => ({ ...slot, by: 'scan' as const })),
          includeUnpublished,
        })
      : [];
    const ordered = plan.slots.flatMap((slot) => {
      const number = slotNumber(slot.type, slot.weight);
      const source: WordResultRow[] = short.includes(slot) ? again : rows;
      return source
        .filter((row) => row.slot === number)
        .map(({ slot: _slot, ...row }) => ({
          ...row,
          searchType: slot.type,
          total: plan.totals[slot.type] ?? 0,
        }));
    });
    const page = options.types.flatMap((type) =>
      ordered.filter((row) => row.searchType === type).slice(from, from + options.size),
    );
    return { rows: page, totals: plan.totals };
  };
}

export type WordResults = ReturnType<typeof createWordResults>;
