import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { createSearchClient, itemsOf, titlesOf } from './search-client.js';
import { insertSearchCatalogue } from './search-fixtures.js';

const chopinPieces = [
  'Ballade No. 1 in G minor, Op. 23',
  'Nocturne in C-sharp minor, Op. posth.',
  'Nocturne in E-flat major, Op. 9 No. 2',
  'Three Nocturnes, Op. 15',
  'Waltz in A minor, B. 150',
];

describe.each(testDrivers)('search quality on %s', (driver) => {
  let t: TestApp;
  const search = createSearchClient(() => t.app);
  const overview = (q: string) => search.results({ q, size: 5, groupBy: '_type' });
  const pieces = (q: string, extra: Record<string, string> = {}) =>
    search.results({ q, filter: '_type:piece', size: 10000, ...extra });

  beforeAll(async () => {
    t = await buildTestApp(driver);
    await insertSearchCatalogue(t.database.handle);
  });
  afterAll(() => t.close());

  it('ignores accents: dvorak finds Dvořák, fur elise finds Für Elise', async () => {
    const dvorak = await pieces('dvorak');
    expect(itemsOf(dvorak, 'piece').map((item) => [item.title, item.composer])).toEqual([
      ['Humoresque, Op. 101 No. 7', 'Antonín Dvořák'],
    ]);
    expect(titlesOf(await pieces('fur elise'), 'piece')).toEqual(['Für Elise, WoO 59']);
    expect(titlesOf(await pieces('DVOŘÁK'), 'piece')).toEqual(['Humoresque, Op. 101 No. 7']);
  });

  it('matches prefixes as the user types: chop finds Chopin', async () => {
    for (const typed of ['cho', 'chop', 'chopi', 'chopin']) {
      const titles = titlesOf(await pieces(typed), 'piece');
      expect(titles, typed).toEqual(expect.arrayContaining(chopinPieces));
    }
    expect(titlesOf(await pieces('moonl'), 'piece')).toEqual(['Moonlight Sonata, first movement']);
  });

  it.each([
    ['chopn', 'chopin'],
    ['beethovn', 'beethoven'],
    ['rachmaninov', 'rachmaninoff'],
    ['dvorjak', 'dvorak'],
    ['nocturn chopn', 'nocturne chopin'],
  ])('forgives the typo in %s and finds what %s finds', async (typed, meant) => {
    const found = await pieces(typed);
    expect(itemsOf(found, 'piece').length).toBeGreaterThan(0);
    expect(found).toEqual(await pieces(meant));
  });

  it('matches a finished short word whole when a document has it, else as a beginning', async () => {
    // '15' is typed to its end (a word follows) and Op. 15 has it: not the beginning of B. 150.
    expect(titlesOf(await pieces('15 waltz'), 'piece')).not.toContain('Waltz in A minor, B. 150');
    // As the last word it may still be growing.
    expect(titlesOf(await pieces('waltz 15'), 'piece')).toContain('Waltz in A minor, B. 150');
    // No document has the word 'noc': it stays the beginning of nocturne.
    expect(titlesOf(await pieces('noc chopin'), 'piece')).toEqual(
      expect.arrayContaining(chopinPieces.filter((title) => title.includes('Nocturne'))),
    );
  });

  it('finds the composers behind the typos', async () => {
    for (const [typed, composer] of [
      ['beethovn', 'Ludwig van Beethoven'],
      ['rachmaninov', 'Sergei Rachmaninoff'],
    ] as const) {
      const composers = itemsOf(await pieces(typed), 'piece').map((item) => item.composer);
      expect(new Set(composers), typed).toEqual(new Set([composer]));
    }
  });

  it('does not take a short word for a typo of a different one', async () => {
    const results = await overview('chor');
    expect(Object.values(results.groups).every((group) => group.total === 0)).toBe(true);
  });

  it('requires every word: chopin nocturne finds the nocturnes by Chopin only', async () => {
    // Nocturne in the title first; then the Ballade, whose volume is "Chopin: Nocturnes".
    expect(titlesOf(await pieces('chopin nocturne'), 'piece')).toEqual([
      'Nocturne in C-sharp minor, Op. posth.',
      'Nocturne in E-flat major, Op. 9 No. 2',
      'Three Nocturnes, Op. 15',
      'Ballade No. 1 in G minor, Op. 23',
    ]);
    expect(titlesOf(await pieces('rachmaninoff prelude sharp'), 'piece')).toEqual([
      'Prelude in C-sharp minor, Op. 3 No. 2',
    ]);
    expect(titlesOf(await pieces('beethoven nocturne'), 'piece')).toEqual([]);
  });

  it('ranks a title match above a match on people, the volume or the rest', async () => {
    // Hommage à Chopin names him in its title; the others are by him (and sort before it).
    const byChopin = titlesOf(await pieces('chopin'), 'piece');
    expect(byChopin[0]).toBe('Hommage à Chopin');
    expect(byChopin.slice(1)).toEqual(chopinPieces);
    // Three Nocturnes has the word in its title; the others are in the volume "Chopin: Nocturnes".
    const nocturnes = titlesOf(await pieces('nocturnes'), 'piece');
    expect(nocturnes[0]).toBe('Three Nocturnes, Op. 15');
    expect(nocturnes.slice(1)).toEqual([
      'Ballade No. 1 in G minor, Op. 23',
      'Nocturne in C-sharp minor, Op. posth.',
      'Nocturne in E-flat major, Op. 9 No. 2',
    ]);
    // The volume title itself outranks its pieces' people and the editor's name.
    const volumes = titlesOf(await overview('chopin'), 'volume');
    expect(volumes).toEqual(['Chopin: Nocturnes']);
  });

  it('finds products by the other fields: editor, publisher, description, subtitle', async () => {
    expect(titlesOf(await overview('zimmermann'), 'volume')).toEqual(['Chopin: Nocturnes']);
    expect(titlesOf(await overview('dichterliebe'), 'piece')).toEqual(['Ich grolle nicht']);
    expect(titlesOf(await overview('character pieces'), 'volume')).toEqual(['Romantic Miniatures']);
    const henle = await overview('henle');
    expect(titlesOf(henle, 'piece')).toEqual(chopinPieces.slice(0, 3));
  });

  it('gives equal ranks a stable order: by title, then id', async () => {
    const first = itemsOf(await overview('nocturne pires'), 'performance');
    expect(first.map((item) => item.featuredArtist)).toEqual(['Maria João Pires']);
    const both = itemsOf(
      await search.results({ q: 'nocturne op 9', filter: '_type:performance' }),
      'performance',
    );
    expect(both).toHaveLength(2);
    expect(both.map((item) => item.title)).toEqual([both[0]?.title, both[0]?.title]);
    const ids = both.map((item) => item.id);
    expect(ids).toEqual([...ids].sort());
    for (let round = 0; round < 3; round += 1) {
      const again = itemsOf(
        await search.results({ q: 'nocturne op 9', filter: '_type:performance' }),
        'performance',
      );
      expect(again.map((item) => item.id)).toEqual(ids);
    }
  });

  it('groups by type with totals and at most size items per group', async () => {
    const results = await search.results({ q: 'chopin', size: 2, groupBy: '_type' });
    expect(Object.keys(results.groups)).toEqual([
      'volume',
      'piece',
      'performance',
      'video',
      'reading',
    ]);
    expect(results.groups.piece?.total).toBe(6);
    expect(titlesOf(results, 'piece')).toEqual(['Hommage à Chopin', chopinPieces[0]]);
    expect(results.groups.performance?.total).toBe(2);
    expect(titlesOf(results, 'video')).toEqual(['Pedalling in the Nocturnes']);
    expect(titlesOf(results, 'reading')).toEqual(['About Frédéric Chopin']);
  });
});
