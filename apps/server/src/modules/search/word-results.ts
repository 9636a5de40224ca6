import type { SearchType } from '@cadenza/domain';
import type { ResultRow } from './search.repository.js';
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
 * correction that begins longer words).
 */
export function createWordResults(
  repository: WordResultsRepository,
  countsRepository: WordCountsRepository,
) {
  return async function findWordResults(
    options: OneWord & {
      types: readonly SearchType[];
      size: number;
      includeUnpublished: boolean;
    },
  ): Promise<ResultRow[] | null> {
    const { beginning, includeUnpublished } = options;
    const counts =
      options.counts ??
      (options.isCorrection
        ? await countsRepository.countWord(beginning, includeUnpublished)
        : null);
    if (!counts) return null;
    const plan = planWordResults({ counts, types: options.types, size: options.size });
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
    return plan.slots.flatMap((slot) => {
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
  };
}

export type WordResults = ReturnType<typeof createWordResults>;
