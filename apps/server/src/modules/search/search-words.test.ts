import { describe, expect, it } from 'vitest';
import {
  buildTextQueries,
  editDistance,
  extractSearchWords,
  isCorrectable,
  maxEditsFor,
  wordBeginningOf,
  type ResolvedWord,
} from './search-words.js';

const known = (word: string, completions: string[] | null = null): ResolvedWord => ({
  word,
  isKnown: true,
  completions,
  corrections: [],
});

describe('search words', () => {
  it('keeps letters and digits only, so operators and quotes separate words', () => {
    expect(extractSearchWords('\'Chopin\':*A & !Nocturne | (op.9) <-> \\ "no" 2')).toEqual([
      'chopin',
      'a',
      'nocturne',
      'op',
      '9',
      'no',
      '2',
    ]);
    expect(extractSearchWords('Dvořák  DVOŘÁK dvořák')).toEqual(['dvořák']);
    expect(extractSearchWords('&|!:*\\\'"')).toEqual([]);
    const twelve = 'one two three four five six seven eight nine ten eleven twelve';
    expect(extractSearchWords(twelve)).toEqual(twelve.split(' ').slice(0, 10));
  });

  it('corrects only words long enough and without digits', () => {
    expect(['chopn', 'bwv846', 'op9', 'cho'].map(isCorrectable)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('builds prefix queries per field set; one-letter words match exactly', () => {
    expect(buildTextQueries([known('chopin'), known('a')])).toEqual({
      title: 'chopin:*A & a:A',
      titleAndPeople: 'chopin:*AB & a:AB',
      titlePeopleAndVolume: 'chopin:*ABC & a:ABC',
      all: 'chopin:* & a',
    });
  });

  it('matches a finished short word whole when the database found it is a document word', () => {
    const whole = { ...known('the'), isWhole: true };
    expect(buildTextQueries([whole, known('ent')])).toEqual({
      title: 'the:A & ent:*A',
      titleAndPeople: 'the:AB & ent:*AB',
      titlePeopleAndVolume: 'the:ABC & ent:*ABC',
      all: 'the & ent:*',
    });
    expect(buildTextQueries([known('pro'), known('recordings')])?.all).toBe('pro:* & recordings:*');
  });

  it('spells a prefix out as the document words it starts, when the database listed them', () => {
    expect(
      buildTextQueries([known('chop', ['chopin', 'chops']), known('noct', ['nocturne'])]),
    ).toEqual({
      title: '(chopin:A | chops:A) & nocturne:A',
      titleAndPeople: '(chopin:AB | chops:AB) & nocturne:AB',
      titlePeopleAndVolume: '(chopin:ABC | chops:ABC) & nocturne:ABC',
      all: '(chopin | chops) & nocturne',
    });
    // Too many to list, or one that is not a plain word: the prefix itself.
    expect(buildTextQueries([known('chop', null)])?.all).toBe('chop:*');
    expect(buildTextQueries([known('flat', ['flat', 'flat-out'])])?.all).toBe('flat:*');
  });

  it('takes a one-word query as a beginning: a known word as typed, or its one correction', () => {
    expect(wordBeginningOf([known('waltz', ['waltz', 'waltzes'])])).toEqual({
      beginning: 'waltz',
      isCorrection: false,
    });
    expect(wordBeginningOf([known('sona', null)])?.beginning).toBe('sona');
    const typo = (corrections: string[]): ResolvedWord => ({
      word: 'beethovn',
      isKnown: false,
      completions: null,
      corrections: corrections.map((word) => ({ word, similarity: 0.5 })),
    });
    expect(wordBeginningOf([typo(['beethoven'])])).toEqual({
      beginning: 'beethoven',
      isCorrection: true,
    });
    // Short words and numbers are not counted; two words, or two corrections, are no beginning.
    expect(wordBeginningOf([known('cho')])).toBeNull();
    expect(wordBeginningOf([known('op28')])).toBeNull();
    expect(wordBeginningOf([known('chopin'), known('nocturne')])).toBeNull();
    expect(wordBeginningOf([typo(['beethoven', 'beethovan'])])).toBeNull();
  });

  it('counts edits, a swap of neighbours being one', () => {
    expect(editDistance('chopn', 'chopin')).toBe(1);
    expect(editDistance('rachmaninov', 'rachmaninoff')).toBe(2);
    expect(editDistance('shcubert', 'schubert')).toBe(1);
    expect(editDistance('intermezzo', 'intermediate')).toBe(5);
    expect(editDistance('dvořák', 'dvorak')).toBe(2);
    expect(['chopn', 'beethovn', 'rachmaninov', 'intermezzo'].map(maxEditsFor)).toEqual([
      1, 2, 2, 2,
    ]);
  });

  it('replaces an unknown word by its closest corrections within reach', () => {
    const typo: ResolvedWord = {
      word: 'chopn',
      isKnown: false,
      completions: null,
      corrections: [
        { word: 'chopin', similarity: 0.44 },
        { word: 'chops', similarity: 0.42 },
        { word: 'chord', similarity: 0.33 },
      ],
    };
    expect(buildTextQueries([typo, known('nocturne')])?.all).toBe('(chopin | chops) & nocturne:*');
    const far: ResolvedWord = {
      word: 'intermezzo',
      isKnown: false,
      completions: null,
      corrections: [{ word: 'intermediate', similarity: 0.41 }],
    };
    expect(buildTextQueries([far])).toBeNull();
    expect(
      buildTextQueries([{ word: 'zzzz', isKnown: false, completions: null, corrections: [] }]),
    ).toBeNull();
    expect(buildTextQueries([])).toBeNull();
  });

  it('drops anything that is not a plain word, whatever the database returned', () => {
    expect(buildTextQueries([known("it's")])).toBeNull();
    const odd: ResolvedWord = {
      word: 'xx',
      isKnown: false,
      completions: null,
      corrections: [{ word: "a'b:*", similarity: 0.9 }],
    };
    expect(buildTextQueries([odd])).toBeNull();
  });
});
