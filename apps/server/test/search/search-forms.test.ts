import { productSchema } from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { createSearchClient, itemsOf, totalsOf } from './search-client.js';
import { insertSearchCatalogue } from './search-fixtures.js';

describe.each(testDrivers)('search overview and one type on %s', (driver) => {
  let t: TestApp;
  const search = createSearchClient(() => t.app);

  beforeAll(async () => {
    t = await buildTestApp(driver);
    await insertSearchCatalogue(t.database.handle);
  });
  afterAll(() => t.close());

  it('overview: at most five per type, every type present, totals of all matches', async () => {
    const results = await search.results({ q: 'op', size: 5, groupBy: '_type' });
    expect(totalsOf(results)).toEqual({
      volume: 0,
      piece: 6,
      performance: 2,
      video: 0,
      reading: 0,
    });
    expect(itemsOf(results, 'piece')).toHaveLength(5);
  });

  it('one type: every match of that type only, each row with what the tables show', async () => {
    const results = await search.results({
      q: 'nocturne',
      filter: '_type:performance',
      size: 10000,
    });
    expect(Object.keys(results.groups)).toEqual(['performance']);
    const rows = itemsOf(results, 'performance').map((item) => ({ ...item, id: undefined }));
    rows.sort((a, b) => (a.featuredArtist ?? '').localeCompare(b.featuredArtist ?? ''));
    expect(rows).toEqual(
      ['Maria João Pires', 'Mitsuko Uchida'].map((artist) => ({
        id: undefined,
        type: 'performance',
        title: 'Nocturne in E-flat major, Op. 9 No. 2',
        subtitle: null,
        composer: 'Frédéric Chopin',
        featuredArtist: artist,
        volumeTitle: 'Chopin: Nocturnes',
        difficulty: { piano: 6 },
        coverImage: {
          url: expect.stringMatching(/^\/api\/images\/products\/\w+\/cover\.svg\?v=\w+$/),
        },
        videoDuration: null,
        published: true,
      })),
    );
  });

  it('gives each item the same fields as the catalogue gives the product', async () => {
    const results = await search.results({ q: 'chopin', size: 10000 });
    for (const item of Object.values(results.groups).flatMap((group) => group.items)) {
      const product = productSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/products/${item.id}` })).json(),
      );
      const {
        id,
        type,
        title,
        subtitle,
        composer,
        featuredArtist,
        volumeTitle,
        difficulty,
        coverImage,
        videoDuration,
        published,
      } = product;
      expect(item).toEqual({
        id,
        type,
        title,
        subtitle,
        composer,
        featuredArtist,
        volumeTitle,
        difficulty,
        coverImage,
        videoDuration,
        published,
      });
    }
  });
});
