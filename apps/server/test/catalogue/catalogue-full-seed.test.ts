import {
  productSchema,
  productTypes,
  SEARCH_OVERVIEW_SIZE,
  searchTypes,
  volumeExpandedSchema,
} from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueWriteRepository } from '../../src/modules/catalogue/catalogue-write.repository.js';
import { seedDemoLibraryFromScores } from '../../src/modules/catalogue/demo-library-seeding.js';
import type { SeedResult } from '../../src/modules/catalogue/seed-demo-library.js';
import { testDrivers } from '../databases.js';
import { fitsLandingTag, LANDING_TAGS } from '../search/landing-tags.js';
import { createSearchClient } from '../search/search-client.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { idsOfType, recordMediaAsMade } from './seeded-catalogue.js';

// The whole demo library, once per driver (every other test seeds a small sample).
describe.each(testDrivers)('the full demo library on %s', (driver) => {
  let t: TestApp;
  let seeded: SeedResult;
  const search = createSearchClient(() => t.app);
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json<unknown>();
  };

  beforeAll(async () => {
    t = await buildTestApp(driver);
    seeded = await seedDemoLibraryFromScores(t.database.handle.db, { onlyIfEmpty: true });
    await recordMediaAsMade(t.database.handle);
    // Seeding 6,000+ products took over 120 s on PGlite in a full run on a busy machine.
  }, 300_000);
  afterAll(() => t.close());

  it('has at least 6000 products, of every type', async () => {
    expect(seeded.status).toBe('seeded');
    const counts = await createCatalogueWriteRepository(t.database.handle.db).countProductsByType();
    expect(counts.map((row) => row.type).sort()).toEqual([...productTypes].sort());
    expect(counts.reduce((sum, row) => sum + row.total, 0)).toBeGreaterThanOrEqual(6000);
  });

  it('gives every volume pieces with scores, as the API lists them', async () => {
    const { rows } = await t.database.handle.executeSql(
      `SELECT v.id, count(p.id)::int AS pieces, count(p.score_ref)::int AS scored
         FROM products v
         LEFT JOIN product_relations r ON r.parent_id = v.id
         LEFT JOIN products p ON p.id = r.child_id AND p.type = 'piece'
        WHERE v.type = 'volume'
        GROUP BY v.id ORDER BY v.id`,
    );
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((row) => row.pieces === 0 || row.scored !== row.pieces)).toEqual([]);
    // Opening every volume takes a while on two cores; a spread of them shows the API agrees.
    for (const row of rows.filter((_, index) => index % 10 === 0)) {
      const volume = productSchema.parse(await get(`/api/volumes/${String(row.id)}`));
      expect(volume.pieces.length).toBe(row.pieces);
    }
  }, 60_000);

  it('expands the first volume of every collection completely', async () => {
    const collectionIds = await idsOfType(t.database.handle, 'collection');
    for (const collectionId of collectionIds) {
      const collection = productSchema.parse(await get(`/api/products/${collectionId}`));
      const volume = volumeExpandedSchema.parse(
        await get(`/api/volumes/${collection.volumes[0]?.id}?expand=all`),
      );
      expect(volume.pieces.length).toBeGreaterThan(0);
      expect(
        volume.pieces.every(
          (piece) => piece.package !== null && piece.parentProducts[0]?.id === volume.id,
        ),
      ).toBe(true);
      expect(volume.children.some((child) => child.type === 'credits')).toBe(true);
    }
  }, 60_000);

  it('fills the home carousels', async () => {
    const home = (await get('/api/home')) as { carousels: { kind: string; items: unknown[] }[] };
    expect(home.carousels[0]?.kind).toBe('hero');
    expect(
      home.carousels.filter((carousel) => carousel.items.length >= 4).length,
    ).toBeGreaterThanOrEqual(5);
  });

  it.each(LANDING_TAGS)(
    'the landing tag “%s” finds pieces, and what it shows first fits the tag',
    async (tag) => {
      // Exactly what the landing chip's link asks for (the web's search overview).
      const results = await search.results({
        q: tag,
        size: SEARCH_OVERVIEW_SIZE,
        groupBy: '_type',
      });
      const shown = searchTypes.flatMap((type) => results.groups[type]?.items ?? []);
      expect(results.groups.piece?.total ?? 0, tag).toBeGreaterThan(0);
      expect(
        shown.filter((item) => !fitsLandingTag[tag](item)),
        tag,
      ).toEqual([]);
    },
  );

  it('finds jazz and popular material for piano and for voice', async () => {
    for (const tag of ['Jazz', 'popular'] as const) {
      const pieces = await search.results({ q: tag, filter: '_type:piece', size: 10000 });
      const items = pieces.groups.piece?.items ?? [];
      expect(
        items.some((item) => item.difficulty.vocal === undefined),
        tag,
      ).toBe(true);
      expect(
        items.some((item) => item.difficulty.vocal !== undefined),
        tag,
      ).toBe(true);
    }
  });
});
