import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { createTestDatabase, testDrivers, type TestDatabase } from '../databases.js';

/** Only called on PostgreSQL connections, whose results carry their rows. */
const planCacheMode = async (db: Database): Promise<string | undefined> => {
  const result: unknown = await db.execute(sql`SHOW plan_cache_mode`);
  const { rows } = result as { rows: { plan_cache_mode: string }[] };
  return rows[0]?.plan_cache_mode;
};

/**
 * The catalogue's reads plan each prepared statement once, on connections of their own; the
 * rest (search among them, whose one-word plans depend on the values) keeps PostgreSQL's
 * choice per run.
 */
describe.each(testDrivers)('database connections on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('plans the catalogue’s statements generically and the others per run', async () => {
    const { db, catalogueDb, sessionDb } = database.handle;
    if (driver === 'pglite') {
      // One connection: the embedded database is shared as it is.
      expect(catalogueDb).toBe(db);
      expect(sessionDb).toBe(db);
      return;
    }
    expect(await planCacheMode(catalogueDb)).toBe('force_generic_plan');
    expect(await planCacheMode(db)).toBe('auto');
    expect(await planCacheMode(sessionDb)).toBe('auto');
  });
});
