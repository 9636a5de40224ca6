import { describe, expect, it } from 'vitest';
import type { WordCountsRepository } from './word-counts.repository.js';
import type { WordCounts, WordSlot } from './word-results-plan.js';
import { createWordResults } from './word-results.js';
import { slotNumber, type WordResultsRepository } from './word-results.repository.js';

/** Three piece titles hold the word and 5,000 pieces hold it elsewhere, among 100,000. */
const counts: WordCounts = {
  documents: { piece: 100_000 },
  matches: { piece: { A: 3, B: 5_000 } },
};

/** Answers each slot with `take` rows named by weight and place, as the database would. */
function fakeRepository(asked: WordSlot[][]): WordResultsRepository {
  return {
    findWordResults: ({ slots }) => {
      asked.push([...slots]);
      return Promise.resolve(
        slots.flatMap((slot) =>
          Array.from({ length: slot.take }, (_, place) => ({
            slot: slotNumber(slot.type, slot.weight),
            id: `${slot.weight}${String(place)}`,
            type: 'piece',
            title: `${slot.weight}${String(place)}`,
            subtitle: null,
            composer: null,
            featuredArtist: null,
            volumeTitle: null,
            difficultyPiano: null,
            difficultyVocal: null,
            coverImage: null,
            videoDurationMs: null,
            published: true,
          })),
        ),
      );
    },
  };
}

const noCounts = { countWord: () => Promise.resolve(null) } as unknown as WordCountsRepository;

describe('one-word results by pages', () => {
  it('plans the first from + size results and keeps the page, totals from the counts', async () => {
    const asked: WordSlot[][] = [];
    const findWordResults = createWordResults(fakeRepository(asked), noCounts);
    const page = await findWordResults({
      beginning: 'scale',
      isCorrection: false,
      counts,
      types: ['piece'],
      size: 3,
      from: 2,
      includeUnpublished: false,
    });
    expect(page?.rows.map((row) => row.id)).toEqual(['A2', 'B0', 'B1']);
    expect(page?.totals).toEqual({ piece: 5_003 });
    expect(asked[0]?.map((slot) => [slot.weight, slot.take])).toEqual([
      ['A', 3],
      ['B', 2],
    ]);
  });

  it('answers a page past the last result with no rows and the total', async () => {
    const findWordResults = createWordResults(fakeRepository([]), noCounts);
    const page = await findWordResults({
      beginning: 'scale',
      isCorrection: false,
      counts,
      types: ['piece'],
      size: 3,
      from: 6_000,
      includeUnpublished: false,
    });
    expect(page).toEqual({ rows: [], totals: { piece: 5_003 } });
  });
});
