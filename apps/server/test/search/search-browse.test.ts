import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { createSearchClient, titlesOf, totalsOf } from './search-client.js';
import { insertSearchCatalogue } from './search-fixtures.js';

describe.each(testDrivers)('browse by term and term lists on %s', (driver) => {
  let t: TestApp;
  const search = createSearchClient(() => t.app);

  beforeAll(async () => {
    t = await buildTestApp(driver);
    await insertSearchCatalogue(t.database.handle);
  });
  afterAll(() => t.close());

  it.each([
    ['composer', 'Frédéric Chopin', { volume: 1, piece: 5, performance: 2, video: 1, reading: 1 }],
    ['composer', 'frédéric CHOPIN', { volume: 1, piece: 5, performance: 2, video: 1, reading: 1 }],
    ['artist', 'Maria João Pires', { volume: 0, piece: 0, performance: 1, video: 1, reading: 0 }],
    ['publisher', 'Henle Verlag', { volume: 1, piece: 3, performance: 2, video: 1, reading: 1 }],
    ['arranger', 'Percy Grainger', { volume: 0, piece: 1, performance: 0, video: 0, reading: 0 }],
    ['lyricist', 'Heinrich Heine', { volume: 0, piece: 1, performance: 0, video: 0, reading: 0 }],
    ['editor', 'Ewald Zimmermann', { volume: 1, piece: 0, performance: 0, video: 0, reading: 0 }],
    [
      'selector',
      'Norbert Müllemann',
      { volume: 1, piece: 0, performance: 0, video: 0, reading: 0 },
    ],
    ['translator', 'Richard Stokes', { volume: 1, piece: 1, performance: 0, video: 0, reading: 0 }],
    ['composer', 'Nobody At All', { volume: 0, piece: 0, performance: 0, video: 0, reading: 0 }],
  ] as const)('browse by %s: %s', async (field, term, totals) => {
    const results = await search.results({
      filter: `${field}:${term}`,
      size: 10000,
      groupBy: '_type',
    });
    expect(totalsOf(results)).toEqual(totals);
  });

  it('browse by term lists a group in title order and narrows by type and by words', async () => {
    const byChopin = await search.results({
      filter: ['composer:Frédéric Chopin', '_type:piece'],
      size: 10000,
    });
    expect(titlesOf(byChopin, 'piece')).toEqual([
      'Ballade No. 1 in G minor, Op. 23',
      'Nocturne in C-sharp minor, Op. posth.',
      'Nocturne in E-flat major, Op. 9 No. 2',
      'Three Nocturnes, Op. 15',
      'Waltz in A minor, B. 150',
    ]);
    const waltzes = await search.results({ q: 'waltz', filter: 'composer:Frédéric Chopin' });
    expect(titlesOf(waltzes, 'piece')).toEqual(['Waltz in A minor, B. 150']);
  });

  it('terms: every name of a category with its count, by name', async () => {
    const composers = await search.terms({ terms: 'composer', size: 10000 });
    expect(composers).toEqual({
      kind: 'terms',
      field: 'composer',
      terms: [
        { term: 'Antonín Dvořák', count: 1 },
        { term: 'Frédéric Chopin', count: 10 },
        { term: 'Heitor Villa-Lobos', count: 1 },
        { term: 'Ludwig van Beethoven', count: 2 },
        { term: 'Robert Schumann', count: 1 },
        { term: 'Sergei Rachmaninoff', count: 1 },
      ],
    });
    expect((await search.terms({ terms: 'artist' })).terms).toEqual([
      { term: 'Maria João Pires', count: 2 },
      { term: 'Mitsuko Uchida', count: 1 },
    ]);
    expect((await search.terms({ terms: 'publisher' })).terms).toEqual([
      { term: 'Edition Peters', count: 12 },
      { term: 'Henle Verlag', count: 8 },
    ]);
    for (const field of ['arranger', 'lyricist', 'editor', 'selector', 'translator'] as const) {
      const { terms } = await search.terms({ terms: field });
      for (const { term, count } of terms) {
        const browsed = await search.results({
          filter: `${field}:${term}`,
          size: 10000,
          groupBy: '_type',
        });
        const total = Object.values(browsed.groups).reduce((sum, group) => sum + group.total, 0);
        expect(total, `${field}:${term}`).toBe(count);
      }
    }
  });
});
