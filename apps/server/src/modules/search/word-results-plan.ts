import { searchTypes, type SearchType } from '@cadenza/domain';

/**
 * Planning the results of a one-word search from the word's counts (search_word_counts),
 * without visiting every match: a type's first results are its matches with the word in the
 * title, then in people, then in the volume title, then anywhere ('A' to 'D', the weight of
 * the best place the word has in the document), each in title order. Title matches are read
 * through the titles' own index (titles often begin with the word, so they bunch in title
 * order). A few in a long list of the others are found by walking the type's documents in
 * title order (the title-order index) until enough match, when they are dense enough;
 * otherwise by reading all the word's matches and sorting them. When that would visit about
 * as many documents as the one-pass search does, there is no plan and the one-pass search
 * answers.
 */

export const weights = ['A', 'B', 'C', 'D'] as const;
export type Weight = (typeof weights)[number];

/** For each type: how many visible documents it has, and how many hold the word, by weight. */
export interface WordCounts {
  documents: Partial<Record<SearchType, number>>;
  matches: Partial<Record<SearchType, Partial<Record<Weight, number>>>>;
}

/** Where a type's results of one weight come from, and how many are taken. */
export interface WordSlot {
  type: SearchType;
  weight: Weight;
  take: number;
  /**
   * 'walk': read at most `walkLimit` documents of the type in title order; 'scan': read the
   * matches and sort them (for 'A', the title matches of every type at once).
   */
  by: 'walk' | 'scan';
  walkLimit: number;
}

export interface WordPlan {
  totals: Partial<Record<SearchType, number>>;
  slots: WordSlot[];
}

/**
 * Costs in microseconds, measured on the generated catalogue (bench): a document walked in
 * title order and checked, a match read through the text index and checked, a match of the
 * one-pass search (read, ranked, kept for sorting), and the extra statements of a plan.
 */
const WALKED_DOCUMENT_US = 2.5;
const SCANNED_MATCH_US = 0.7;
const ONE_PASS_MATCH_US = 1.3;
const PLAN_OVERHEAD_US = 300;
/** A walk may read this many times the documents it is expected to before it counts as failed. */
const WALK_MARGIN = 4;
const WALK_SLACK = 100;

function sumOf(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}

/** The plan with its estimated cost, and the cost of one pass over the matches instead. */
export interface CostedWordPlan extends WordPlan {
  costUs: number;
  onePassCostUs: number;
}

/**
 * The slots that give each type its first `size` results, each walked or scanned, whichever
 * is cheaper. `matches` counts only documents the viewer may see, as `documents` does.
 */
export function planWordSlots(options: {
  counts: WordCounts;
  types: readonly SearchType[];
  size: number;
}): CostedWordPlan {
  const { counts, types, size } = options;
  const matchesOf = (weight: Weight) =>
    sumOf(searchTypes.map((type) => counts.matches[type]?.[weight] ?? 0));
  const everyMatch = sumOf(weights.map(matchesOf));
  const totals: Partial<Record<SearchType, number>> = {};
  const slots: WordSlot[] = [];
  let costUs = PLAN_OVERHEAD_US;
  let readsTitles = false;
  for (const type of searchTypes) {
    if (!types.includes(type)) continue;
    const byWeight = counts.matches[type] ?? {};
    totals[type] = sumOf(weights.map((weight) => byWeight[weight] ?? 0));
    const documents = counts.documents[type] ?? 0;
    let left = size;
    for (const weight of weights) {
      const matching = byWeight[weight] ?? 0;
      const take = Math.min(left, matching);
      if (take === 0) continue;
      left -= take;
      // Matches spread evenly: the take-th of `matching` among `documents` comes this far in.
      const expectedWalk = (take * (documents + 1)) / (matching + 1);
      const walkLimit = Math.ceil(WALK_MARGIN * expectedWalk + WALK_SLACK);
      if (weight === 'A') {
        // Titles often begin with the word, so their matches bunch: read them, all types at once.
        readsTitles = true;
        slots.push({ type, weight, take, by: 'scan', walkLimit });
      } else {
        const walkCost = expectedWalk * WALKED_DOCUMENT_US;
        const scanCost = everyMatch * SCANNED_MATCH_US;
        costUs += Math.min(walkCost, scanCost);
        slots.push({ type, weight, take, by: walkCost <= scanCost ? 'walk' : 'scan', walkLimit });
      }
      if (left === 0) break;
    }
  }
  if (readsTitles) costUs += matchesOf('A') * SCANNED_MATCH_US;
  const onePass = sumOf(types.map((type) => totals[type] ?? 0));
  return { totals, slots, costUs, onePassCostUs: onePass * ONE_PASS_MATCH_US };
}

/** The plan, or null when one pass over the matches is cheaper. */
export function planWordResults(options: {
  counts: WordCounts;
  types: readonly SearchType[];
  size: number;
}): WordPlan | null {
  const { totals, slots, costUs, onePassCostUs } = planWordSlots(options);
  return costUs < onePassCostUs ? { totals, slots } : null;
}
