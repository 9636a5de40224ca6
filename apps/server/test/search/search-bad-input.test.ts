import { apiErrorSchema } from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { createSearchClient, titlesOf, type SearchParams } from './search-client.js';
import { insertSearchCatalogue } from './search-fixtures.js';

/** Text-search operators and quoting in every position they could break a tsquery. */
const hostileQueries = [
  "'",
  '"',
  '&',
  '|',
  '!',
  ':*',
  '\\',
  "chopin'",
  "'chopin':*A",
  'chopin & | ! nocturne',
  'chopin:*',
  '!chopin',
  '(chopin',
  'chopin)',
  'chopin <-> nocturne',
  'chopin <2> nocturne',
  "o'brien\\'s",
  '\\\\\\',
  '%_%',
  'nocturne\u0001',
  '\u0007',
  '💥 chopin',
  '⑴ chopin',
  '½',
  'a'.repeat(200),
  'x '.repeat(100),
  'SELECT * FROM products; --',
];

describe.each(testDrivers)('search with bad input on %s', (driver) => {
  let t: TestApp;
  const search = createSearchClient(() => t.app);
  const expect400 = async (params: SearchParams, message: RegExp) => {
    const response = await search.get(params);
    expect(response.statusCode, JSON.stringify(params)).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.message).toMatch(message);
    return body;
  };

  beforeAll(async () => {
    t = await buildTestApp(driver);
    await insertSearchCatalogue(t.database.handle);
  });
  afterAll(() => t.close());

  it('refuses q longer than 200 characters and accepts 200', async () => {
    await expect400({ q: 'a'.repeat(201) }, /q must be at most 200 characters/);
    expect((await search.get({ q: `chopin ${'a'.repeat(193)}` })).statusCode).toBe(200);
  });

  it.each(hostileQueries)('answers %j without an error', async (q) => {
    const forms: SearchParams[] = [
      { q, size: 5, groupBy: '_type' },
      { q, filter: '_type:piece', size: 10000 },
    ];
    for (const params of forms) {
      const response = await search.get(params);
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('treats operators as separators: the words around them still count', async () => {
    for (const q of [
      "'chopin':* & nocturne",
      'chopin|nocturne',
      '"chopin" !nocturne',
      'chopin\\nocturne',
    ]) {
      expect(titlesOf(await search.results({ q, filter: '_type:piece' }), 'piece'), q).toContain(
        'Three Nocturnes, Op. 15',
      );
    }
    const nothing = await search.results({ q: '&|!:*' });
    expect(Object.values(nothing.groups).map((group) => group.total)).toEqual([0, 0, 0, 0, 0]);
  });

  it('refuses a size above 10000, below 1 or not a number', async () => {
    await expect400({ q: 'chopin', size: 10001 }, /size must be at most 10000/);
    await expect400({ q: 'chopin', size: 0 }, /size/);
    await expect400({ q: 'chopin', size: 'ten' }, /size/);
    expect((await search.get({ q: 'chopin', size: 10000 })).statusCode).toBe(200);
  });

  it('names an unknown filter field, and refuses unknown types and empty terms', async () => {
    const body = await expect400(
      { filter: 'instrument:piano' },
      /^unknown filter field: instrument$/,
    );
    expect(body.errors).toEqual([{ field: 'filter', message: 'unknown filter field: instrument' }]);
    await expect400(
      { filter: 'featuredArtist.raw:Pires' },
      /unknown filter field: featuredArtist.raw/,
    );
    await expect400(
      { filter: '_type:masterclass' },
      /^unknown search type: masterclass \(one of volume, piece, performance, video, reading\)$/,
    );
    await expect400({ filter: 'composer' }, /filter composer needs a term/);
    await expect400({ filter: ['composer:A', 'editor:B'] }, /only one browse filter/);
    await expect400(
      { filter: ['_type:piece', '_type:video'] },
      /filter _type is given more than once/,
    );
  });

  it('survives odd browse terms: quotes, wildcards, backslashes; refuses control characters', async () => {
    for (const term of ["O'Brien", '%', '_', '\\', 'Chopin%', "'; DROP TABLE persons; --"]) {
      const response = await search.get({ filter: `composer:${term}`, groupBy: '_type' });
      expect(response.statusCode, term).toBe(200);
      const totals = Object.values(search.parse(response).groups).map((group) => group.total);
      expect(totals, term).toEqual([0, 0, 0, 0, 0]);
    }
    await expect400({ filter: 'composer:Fr\u0001d' }, /filter must not contain control characters/);
    expect((await search.results({ filter: 'composer:Frédéric Chopin' })).groups.piece?.total).toBe(
      5,
    );
  });

  it('refuses NUL, which PostgreSQL cannot store, in q and in a filter, naming the parameter', async () => {
    for (const q of ['nocturne\u0000', '\u0000']) {
      const body = await expect400({ q, size: 5, groupBy: '_type' }, /^invalid querystring: q /);
      expect(body.errors?.[0]?.field).toBe('q');
    }
    const filter = await expect400(
      { filter: 'composer:Fr\u0000d' },
      /^invalid querystring: filter /,
    );
    expect(filter.errors?.[0]?.field).toBe('filter');
  });

  it('refuses unknown parameters, a bad sort, groupBy other than _type and terms with q', async () => {
    await expect400({ q: 'chopin', page: 2 }, /page/);
    await expect400({ q: 'chopin', sort: 'price:asc' }, /sort must be/);
    await expect400({ q: 'chopin', sort: 'title:up' }, /sort must be/);
    await expect400({ q: 'chopin', groupBy: 'composer' }, /groupBy/);
    await expect400({ terms: 'composer', q: 'chopin' }, /terms cannot be combined/);
    await expect400({ terms: 'instrument' }, /terms/);
  });
});
