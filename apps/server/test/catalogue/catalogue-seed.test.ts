import { createFakeScoreLibrary } from '@cadenza/music/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { seedDemoLibrary } from '../../src/modules/catalogue/seed-demo-library.js';
import { createTestDatabase, testDrivers, type TestDatabase } from '../databases.js';

/** Every catalogue row, in a fixed order, as text: equal dumps mean identical catalogues. */
async function dumpCatalogue(database: TestDatabase): Promise<string> {
  const tables = [
    'products',
    'product_relations',
    'persons',
    'product_persons',
    'organisations',
    'reading_pages',
    'home_carousels',
    'home_carousel_items',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const { rows } = await database.handle.executeSql(
      `SELECT coalesce(json_agg(t ORDER BY t::text), '[]')::text AS rows FROM (SELECT * FROM ${table}) t`,
    );
    parts.push(String(rows[0]?.rows).replace(/"(created_at|updated_at)":"[^"]+"/g, ''));
  }
  return parts.join('\n');
}

describe.each(testDrivers)('demo library seeding on %s', (driver) => {
  let database: TestDatabase;
  const library = createFakeScoreLibrary();

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.drop());

  it('seeds once, then does nothing until forced, and a forced reseed gives identical rows', async () => {
    const seeded = await seedDemoLibrary(database.handle.db, library);
    expect(seeded).toMatchObject({ status: 'seeded' });
    const before = await dumpCatalogue(database);
    expect(await seedDemoLibrary(database.handle.db, library)).toEqual({
      status: 'skipped',
      reason: 'already seeded',
    });
    const reseeded = await seedDemoLibrary(database.handle.db, library, { force: true });
    expect(reseeded).toMatchObject({
      status: 'seeded',
      productCount: seeded.status === 'seeded' ? seeded.productCount : -1,
    });
    expect(await dumpCatalogue(database)).toBe(before);
  });

  it('does not seed at start-up into a catalogue that already has products', async () => {
    await database.handle.executeSql('DELETE FROM catalogue_seed_state');
    expect(await seedDemoLibrary(database.handle.db, library, { onlyIfEmpty: true })).toEqual({
      status: 'skipped',
      reason: 'catalogue not empty',
    });
  });

  it('lets only one of two processes seed at the same time', async () => {
    const other = database.url
      ? await openDatabase({ driver: 'postgres', url: database.url, maxConnections: 2 })
      : database.handle;
    try {
      await database.handle.executeSql(
        'TRUNCATE products, persons, organisations, home_carousels, catalogue_seed_state CASCADE',
      );
      const results = await Promise.all([
        seedDemoLibrary(database.handle.db, library, { onlyIfEmpty: true }),
        seedDemoLibrary(other.db, library, { onlyIfEmpty: true }),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual(['seeded', 'skipped']);
      const { rows } = await database.handle.executeSql(
        'SELECT count(*)::int AS total FROM products',
      );
      const seeded = results.find((result) => result.status === 'seeded');
      expect(rows[0]?.total).toBe(seeded?.status === 'seeded' ? seeded.productCount : -1);
    } finally {
      if (other !== database.handle) await other.close();
    }
  });
});
