import type { SearchType } from '@cadenza/domain';
import { describe, expect, it } from 'vitest';
import type { WordCounts, WordCountsRepository } from './word-counts.repository.js';
import { createWordResults } from './word-results.js';
import type { WordResultRow, WordResultsRepository } from './word-results.repository.js';

/** Three piece titles hold the word and 5,000 pieces hold it elsewhere; 40 readings too. */
const counts: WordCounts = { piece: { A: 3, B: 5_000 }, reading: { D: 40 } };

interface Asked {
  words: readonly string[];
  types: readonly SearchType[];
  take: number;
}

/** Answers each type with `take` rows named by type and place, as the database would. */
function fakeRepository(asked: Asked[]): WordResultsRepository {
  return {
    findWordResults: ({ words, types, take }) => {
      asked.push({ words, types, take });
      return Promise.resolve(
        types.flatMap((type) =>
          Array.from({ length: take }, (_, place): WordResultRow => ({
            searchType: type,
            id: `${type}${String(place)}`,
            type: 'piece',
            title: `${type} ${String(place)}`,
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

function countsRepository(answer: WordCounts | null, asked: string[] = []): WordCountsRepository {
  return {
    countWord: (word) => {
      asked.push(word);
      return Promise.resolve(answer);
    },
  };
}

const scale = {
  beginning: 'scale',
  isCorrection: false,
  words: ['scale', 'scales'],
  counts,
  includeUnpublished: false,
};

describe('one-word results from postings', () => {
  it('reads the first from + size of each type and keeps the page, totals from the counts', async () => {
    const asked: Asked[] = [];
    const findWordResults = createWordResults(fakeRepository(asked), countsRepository(null));
    const page = await findWordResults({ ...scale, types: ['piece'], size: 3, from: 2 });
    expect(asked).toEqual([{ words: ['scale', 'scales'], types: ['piece'], take: 5 }]);
    expect(page?.rows.map((row) => [row.id, row.total])).toEqual([
      ['piece2', 5_003],
      ['piece3', 5_003],
      ['piece4', 5_003],
    ]);
    expect(page?.totals).toEqual({ piece: 5_003 });
  });

  it('reads no type whose page lies past its last result, and gives every type its total', async () => {
    const asked: Asked[] = [];
    const findWordResults = createWordResults(fakeRepository(asked), countsRepository(null));
    const page = await findWordResults({
      ...scale,
      types: ['piece', 'reading', 'video'],
      size: 50,
      from: 50,
    });
    expect(asked.map((one) => one.types)).toEqual([['piece']]);
    expect(page?.totals).toEqual({ piece: 5_003, reading: 40, video: 0 });
    expect(page?.rows).toHaveLength(50);
  });

  it('leaves a deep page of a word of many forms to one pass over the matches', async () => {
    const asked: Asked[] = [];
    const findWordResults = createWordResults(fakeRepository(asked), countsRepository(null));
    const words = Array.from({ length: 30 }, (_, index) => `scale${String(index)}`);
    // 30 words × 200 postings each would read more than the 5,043 matches.
    expect(
      await findWordResults({ ...scale, words, types: ['piece', 'reading'], size: 50, from: 150 }),
    ).toBeNull();
    expect(asked).toEqual([]);
  });

  it('answers nothing without the words or the counts', async () => {
    const findWordResults = createWordResults(fakeRepository([]), countsRepository(null));
    const options = { types: ['piece'] as SearchType[], size: 5, from: 0 };
    expect(await findWordResults({ ...scale, ...options, words: null })).toBeNull();
    expect(await findWordResults({ ...scale, ...options, counts: null })).toBeNull();
  });

  it('searches a typo’s correction as that one word, when its counts are its own', async () => {
    const asked: Asked[] = [];
    const counted: string[] = [];
    const findWordResults = createWordResults(
      fakeRepository(asked),
      countsRepository({ piece: { B: 12 } }, counted),
    );
    const correction = (beginning: string) => ({
      beginning,
      isCorrection: true,
      words: null,
      counts: null,
      includeUnpublished: false,
      types: ['piece'] as SearchType[],
      size: 5,
      from: 0,
    });
    const page = await findWordResults(correction('beethoven'));
    expect(counted).toEqual(['beethoven']);
    expect(asked).toEqual([{ words: ['beethoven'], types: ['piece'], take: 5 }]);
    expect(page?.totals).toEqual({ piece: 12 });
    const notOwn = createWordResults(fakeRepository([]), countsRepository(null));
    expect(await notOwn(correction('nocturne'))).toBeNull();
  });
});
