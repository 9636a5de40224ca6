import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseDriver, type DatabaseHandle } from '../src/db/client.js';
import { databaseUrl, withAdmin } from './postgres-admin.js';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it). */
export const testDrivers: DatabaseDriver[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  /** A connection string for this database (PostgreSQL only), for a second process. */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database of its own for one test file: a copy of the one the global setup
 * (`test/global-setup.ts`) migrated for this run.
 */
export async function createTestDatabase(driver: DatabaseDriver): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const handle = await openDatabase({
      driver: 'pglite',
      dataDir: null,
      initialData: pgliteTemplate(),
    });
    return { handle, url: undefined, drop: () => handle.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!adminUrl || !template) throw new Error('DATABASE_URL is not set');
  const name = `cadenza_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = databaseUrl(adminUrl, name);
  const handle = await openDatabase({ driver: 'postgres', url, maxConnections: 5 });
  return {
    handle,
    url,
    async drop() {
      await handle.close();
      await withAdmin(adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

let pgliteTemplateData: Blob | undefined;

/** Read once per test file: every PGlite database of the file starts from the same bytes. */
function pgliteTemplate(): Blob {
  pgliteTemplateData ??= new Blob([readFileSync(inject('pgliteTemplateFile'))]);
  return pgliteTemplateData;
}
