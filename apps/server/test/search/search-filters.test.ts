import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { createSearchClient, itemsOf, titlesOf, totalsOf } from './search-client.js';
import { insertSearchCatalogue } from './search-fixtures.js';

describe.each(testDrivers)('search difficulty, sort and visibility on %s', (driver) => {
  let t: TestApp;
  let admin: Record<string, string>;
  const search = createSearchClient(() => t.app);

  beforeAll(async () => {
    t = await buildTestApp(driver);
    await insertSearchCatalogue(t.database.handle);
    const credentials = { email: 'editor@example.com', password: 'a long admin password 42' };
    await createTestUser(t.database.handle, { ...credentials, role: 'admin' });
    admin = { authorization: `Bearer ${(await signIn(t.app, credentials)).token}` };
  });
  afterAll(() => t.close());

  it('filters by difficulty in either shape; invalid JSON is no filter', async () => {
    const easyPiano = await search.results({
      filter: ['composer:Frédéric Chopin', '_type:piece'],
      difficulty: '{"piano":[0,1,2,3]}',
    });
    expect(titlesOf(easyPiano, 'piece')).toEqual(['Waltz in A minor, B. 150']);
    const advanced = await search.results({
      q: 'chopin',
      filter: '_type:piece',
      difficulty: '[7,8,9]',
    });
    expect(titlesOf(advanced, 'piece')).toEqual([
      'Ballade No. 1 in G minor, Op. 23',
      'Nocturne in C-sharp minor, Op. posth.',
    ]);
    const vocal = await search.results({
      q: 'love',
      difficulty: JSON.stringify({ vocal: [7, 8, 9] }),
    });
    expect(titlesOf(vocal, 'piece')).toEqual(['Ich grolle nicht']);
    expect(totalsOf(vocal)).toEqual({ volume: 0, piece: 1, performance: 0, video: 0, reading: 0 });
    const either = await search.results({
      q: 'love',
      difficulty: JSON.stringify({ piano: [4], vocal: [2] }),
    });
    expect(titlesOf(either, 'piece')).toEqual(['Danny Boy', 'Ich grolle nicht']);
    const unfiltered = await search.results({ q: 'chopin' });
    for (const broken of [
      '{"piano":[0,1',
      'not json',
      '{"piano":[12]}',
      '{"organ":[1]}',
      '[]',
      '{"piano":[]}',
      '"3"',
    ]) {
      expect(await search.results({ q: 'chopin', difficulty: broken }), broken).toEqual(unfiltered);
    }
    const terms = await search.terms({ terms: 'composer', difficulty: '{"piano":[7,8,9]}' });
    expect(terms.terms).toEqual([
      { term: 'Frédéric Chopin', count: 2 },
      { term: 'Sergei Rachmaninoff', count: 1 },
    ]);
  });

  it.each([
    [
      'title:asc',
      [
        'Ballade No. 1 in G minor, Op. 23',
        'Hommage à Chopin',
        'Nocturne in C-sharp minor, Op. posth.',
      ],
    ],
    [
      'title:desc',
      [
        'Waltz in A minor, B. 150',
        'Three Nocturnes, Op. 15',
        'Nocturne in E-flat major, Op. 9 No. 2',
      ],
    ],
    [
      'composer:asc',
      [
        'Ballade No. 1 in G minor, Op. 23',
        'Nocturne in C-sharp minor, Op. posth.',
        'Nocturne in E-flat major, Op. 9 No. 2',
      ],
    ],
    [
      'composer:desc',
      [
        'Hommage à Chopin',
        'Ballade No. 1 in G minor, Op. 23',
        'Nocturne in C-sharp minor, Op. posth.',
      ],
    ],
    [
      'volumeTitle:desc',
      ['Hommage à Chopin', 'Three Nocturnes, Op. 15', 'Waltz in A minor, B. 150'],
    ],
  ])('sorts the one-type view by %s', async (sort, firstThree) => {
    const results = await search.results({ q: 'chopin', filter: '_type:piece', size: 10000, sort });
    expect(titlesOf(results, 'piece').slice(0, 3)).toEqual(firstThree);
    expect(results.groups.piece?.total).toBe(6);
  });

  it('sorts blanks last either way and by artist for performances', async () => {
    const asc = await search.results({
      q: 'nocturne',
      filter: '_type:performance',
      sort: 'featuredArtist:asc',
    });
    const desc = await search.results({
      q: 'nocturne',
      filter: '_type:performance',
      sort: 'featuredArtist:desc',
    });
    expect(itemsOf(asc, 'performance').map((item) => item.featuredArtist)).toEqual([
      'Maria João Pires',
      'Mitsuko Uchida',
    ]);
    expect(itemsOf(desc, 'performance').map((item) => item.featuredArtist)).toEqual([
      'Mitsuko Uchida',
      'Maria João Pires',
    ]);
    const songs = await search.results({ q: 'love', filter: '_type:piece', sort: 'composer:desc' });
    expect(itemsOf(songs, 'piece').map((item) => item.composer)).toEqual(['Robert Schumann', null]);
  });

  it('shows unpublished products to admins only', async () => {
    expect(titlesOf(await search.results({ q: 'secret' }), 'piece')).toEqual([]);
    expect(titlesOf(await search.results({ q: 'secret' }, admin), 'piece')).toEqual([
      'Secret Nocturne',
    ]);
    const guestTerms = await search.terms({ terms: 'composer' });
    const adminTerms = await search.terms({ terms: 'composer' }, admin);
    const chopinCount = (terms: typeof guestTerms) =>
      terms.terms.find((term) => term.term === 'Frédéric Chopin')?.count;
    expect([chopinCount(guestTerms), chopinCount(adminTerms)]).toEqual([10, 11]);
  });
});
