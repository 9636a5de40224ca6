import { searchTypes } from '@cadenza/domain';
import { describe, expect, it } from 'vitest';
import { planWordResults, planWordSlots, type WordCounts } from './word-results-plan.js';

/** A catalogue shaped like the bench's generated 100,000 products, and a composer's counts. */
const documents = { volume: 2500, piece: 56500, performance: 13500, video: 7900, reading: 19700 };
const bach: WordCounts = {
  documents,
  matches: {
    volume: { A: 107, B: 50 },
    piece: { B: 3362, C: 2295 },
    performance: { B: 771, C: 546 },
    video: { B: 470, C: 309 },
    reading: { A: 346, C: 824 },
  },
};

describe('planning a one-word search from its counts', () => {
  it('takes each type’s first results from its best places, with the totals of every place', () => {
    const plan = planWordResults({ counts: bach, types: searchTypes, size: 5 });
    expect(plan?.totals).toEqual({
      volume: 157,
      piece: 5657,
      performance: 1317,
      video: 779,
      reading: 1170,
    });
    expect(plan?.slots.map(({ type, weight, take }) => [type, weight, take])).toEqual([
      ['volume', 'A', 5],
      ['piece', 'B', 5],
      ['performance', 'B', 5],
      ['video', 'B', 5],
      ['reading', 'A', 5],
    ]);
  });

  it('walks the title order where matches are dense, and scans the few title matches', () => {
    const plan = planWordResults({ counts: bach, types: searchTypes, size: 5 });
    const by = Object.fromEntries(plan?.slots.map((slot) => [slot.type, slot.by]) ?? []);
    // 3362 of 56,500 pieces: about one in seventeen, a walk of some ninety documents.
    expect(by.piece).toBe('walk');
    // 453 title matches in all: reading them through the titles' index beats walking.
    expect(by.reading).toBe('scan');
    const piece = plan?.slots.find((slot) => slot.type === 'piece');
    expect(piece?.walkLimit).toBeGreaterThan(84);
    expect(piece?.walkLimit).toBeLessThan(1000);
  });

  it('moves on to the next place when the best one has too few', () => {
    const counts: WordCounts = {
      documents,
      matches: { piece: { A: 2, B: 3000, D: 40 } },
    };
    const { slots, totals } = planWordSlots({ counts, types: ['piece'], size: 5 });
    expect(totals).toEqual({ piece: 3042 });
    expect(slots.map(({ weight, take }) => [weight, take])).toEqual([
      ['A', 2],
      ['B', 3],
    ]);
    // Taking all of a place means reading to its last match: never a walk.
    expect(slots[0]?.by).toBe('scan');
  });

  it('leaves a word with few matches to the one-pass search', () => {
    const counts: WordCounts = { documents, matches: { piece: { B: 40 }, reading: { A: 3 } } };
    expect(planWordResults({ counts, types: searchTypes, size: 5 })).toBeNull();
    const none: WordCounts = { documents, matches: {} };
    expect(planWordResults({ counts: none, types: searchTypes, size: 5 })).toBeNull();
  });

  it('leaves a whole list (size 10000) to the one-pass search', () => {
    expect(planWordResults({ counts: bach, types: ['piece'], size: 10_000 })).toBeNull();
  });
});
