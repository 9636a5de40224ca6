import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { createSearchClient, titlesOf, totalsOf } from './search-client.js';
import { insertSearchCatalogue } from './search-fixtures.js';

/** Paging (`from`) and "did you mean" (`suggestion`) of GET /products/search. */
describe.each(testDrivers)('search pages and suggestions on %s', (driver) => {
  let t: TestApp;
  let admin: Record<string, string>;
  const search = createSearchClient(() => t.app);
  const pieces = (params: Record<string, string | number>) =>
    search.results({ filter: '_type:piece', ...params });

  beforeAll(async () => {
    t = await buildTestApp(driver);
    await insertSearchCatalogue(t.database.handle);
    const credentials = { email: 'pages-admin@example.com', password: 'a long admin password 42' };
    await createTestUser(t.database.handle, { ...credentials, role: 'admin' });
    admin = { authorization: `Bearer ${(await signIn(t.app, credentials)).token}` };
  });
  afterAll(() => t.close());

  it('gives each page its slice of the whole list, with the exact total on every page', async () => {
    for (const sort of [undefined, 'title:desc', 'composer:asc']) {
      const extra = { q: 'op', ...(sort ? { sort } : {}) };
      const all = titlesOf(await pieces({ ...extra, size: 10000 }), 'piece');
      expect(all).toHaveLength(6);
      const pages = [];
      for (const from of [0, 2, 4]) {
        const page = await pieces({ ...extra, size: 2, from });
        expect(totalsOf(page), `${String(sort)} from ${String(from)}`).toEqual({ piece: 6 });
        pages.push(...titlesOf(page, 'piece'));
      }
      expect(pages, String(sort)).toEqual(all);
    }
  });

  it('answers a page past the end with no items and the total still exact', async () => {
    const past = await pieces({ q: 'op', size: 2, from: 10 });
    expect(past.groups.piece).toEqual({ items: [], total: 6 });
    const overview = await search.results({ q: 'chopin', size: 5, from: 100, groupBy: '_type' });
    expect(totalsOf(overview)).toEqual({
      volume: 1,
      piece: 6,
      performance: 2,
      video: 1,
      reading: 1,
    });
    expect(Object.values(overview.groups).every((group) => group.items.length === 0)).toBe(true);
  });

  it('pages browse results by term too', async () => {
    const params = { filter: ['composer:Frédéric Chopin', '_type:piece'], size: 3 };
    const first = await search.results({ ...params, from: 0 });
    const second = await search.results({ ...params, from: 3 });
    const all = await search.results({ ...params, size: 10000 });
    expect([...titlesOf(first, 'piece'), ...titlesOf(second, 'piece')]).toEqual(
      titlesOf(all, 'piece'),
    );
  });

  it('refuses a from that is negative or too large', async () => {
    expect((await search.get({ q: 'op', from: -1 })).statusCode).toBe(400);
    const tooFar = await search.get({ q: 'op', from: 10001 });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json()).toMatchObject({
      message: expect.stringMatching(/from must be at most 10000/),
    });
  });

  it('suggests catalogue words for a misspelling beyond typo correction, which find results', async () => {
    // 'betoven' is two edits from beethoven: too far for a seven-letter word to be corrected.
    const misspelt = await pieces({ q: 'betoven', size: 50 });
    expect(totalsOf(misspelt)).toEqual({ piece: 0 });
    expect(misspelt.suggestion).toBe('beethoven');
    const followed = await pieces({ q: misspelt.suggestion!, size: 50 });
    expect(titlesOf(followed, 'piece')).toEqual([
      'Für Elise, WoO 59',
      'Moonlight Sonata, first movement',
    ]);
    expect(followed.suggestion).toBeUndefined();

    const twoWords = await search.results({ q: 'Betoven sonata', size: 5, groupBy: '_type' });
    expect(twoWords.suggestion).toBe('beethoven sonata');
  });

  it('suggests nothing when something matched, nothing is close, or the suggestion finds nothing', async () => {
    expect((await pieces({ q: 'beethovn' })).suggestion).toBeUndefined();
    expect((await pieces({ q: 'beethovn' })).groups.piece?.total).toBe(2);
    const gibberish = await search.results({ q: 'zzqxvk' });
    expect(totalsOf(gibberish)).toEqual({
      volume: 0,
      piece: 0,
      performance: 0,
      video: 0,
      reading: 0,
    });
    expect(gibberish.suggestion).toBeUndefined();
    // Beethoven has no videos: the suggestion is checked with the same filters.
    expect(
      (await search.results({ q: 'betoven', filter: '_type:video' })).suggestion,
    ).toBeUndefined();
    // Every word known, only together matching nothing: no word to correct.
    expect((await pieces({ q: 'beethoven nocturne' })).suggestion).toBeUndefined();
  });

  it('never suggests a word only an unpublished product holds, except to staff', async () => {
    // 'Secret Nocturne' is unpublished; 'secratt' is two edits from its word: too far to correct.
    expect((await pieces({ q: 'secrit' })).groups.piece?.total).toBe(0);
    expect((await pieces({ q: 'secratt' })).suggestion).toBeUndefined();
    const staff = await search.results({ q: 'secratt', filter: '_type:piece' }, admin);
    expect(staff.suggestion).toBe('secret');
  });
});
