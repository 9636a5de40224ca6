import { catalogueOverviewSchema, homeResponseSchema, readingTypes } from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { seedFakeCatalogue, setPublished } from './seeded-catalogue.js';

describe.each(testDrivers)('catalogue overview on %s', (driver) => {
  let t: TestApp;
  const overview = async () =>
    catalogueOverviewSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/catalogue/overview' })).json(),
    );
  /** Published products of these types straight from the database, the way the pages count. */
  const countOf = async (types: readonly string[], extra = 'true') => {
    const { rows } = await t.database.handle.executeSql(
      `SELECT count(*)::int AS total FROM products
       WHERE published AND type::text = ANY(string_to_array($1, ',')) AND ${extra}`,
      [types.join(',')],
    );
    return Number(rows[0]?.total);
  };

  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(() => t.close());

  it('claims nothing of an empty catalogue', async () => {
    expect(await overview()).toEqual({
      counts: { scores: 0, volumes: 0, performances: 0, videos: 0, readings: 0 },
      samplePiece: null,
    });
  });

  it('counts the published products of the live catalogue', async () => {
    await seedFakeCatalogue(t.database.handle);
    const { counts } = await overview();
    expect(counts).toEqual({
      scores: await countOf(['piece'], 'score_ref IS NOT NULL'),
      volumes: await countOf(['volume']),
      performances: await countOf(['performance']),
      videos: await countOf(['video', 'explore']),
      readings: await countOf(readingTypes),
    });
    expect(counts.scores).toBeGreaterThan(10);
  });

  it('shows as its sample the first piece a visitor meets on the home page', async () => {
    const home = homeResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/home' })).json(),
    );
    const firstPiece = home.carousels
      .flatMap((carousel) => carousel.items)
      .find((item) => item.type === 'piece');
    const { samplePiece } = await overview();
    expect(samplePiece?.id).toBe(firstPiece?.id);
    expect(samplePiece?.composer).toBeTruthy();
  });

  it('follows the catalogue: an unpublished piece is neither counted nor shown', async () => {
    const before = await overview();
    const sample = before.samplePiece;
    if (!sample) throw new Error('no sample piece');
    await setPublished(t.database.handle, sample.id, false);
    const after = await overview();
    expect(after.counts.scores).toBe(before.counts.scores - 1);
    expect(after.samplePiece?.id).not.toBe(sample.id);
    expect(after.samplePiece?.type).toBe('piece');
    await setPublished(t.database.handle, sample.id, true);
    expect(await overview()).toEqual(before);
  });

  it('draws its sample from all pieces by title when the home page has none (an imported library)', async () => {
    await t.database.handle.executeSql('DELETE FROM home_carousel_items');
    const { rows } = await t.database.handle.executeSql(
      "SELECT id FROM products WHERE type = 'piece' AND published AND score_ref IS NOT NULL ORDER BY title, id LIMIT 1",
    );
    expect((await overview()).samplePiece?.id).toBe(rows[0]?.id);
  });
});
