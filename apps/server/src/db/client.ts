import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/server-root.js';
import * as schema from './schema/index.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

/** The database as the rest of the server sees it, whichever driver is underneath. */
export interface DatabaseHandle {
  driver: DatabaseDriver;
  db: Database;
  /**
   * The same database through connections of its own, for session checks (every signed-in
   * request and the keep-alive): they never wait for a connection behind catalogue or search
   * queries. On the embedded database, which has one connection, it is `db`.
   */
  sessionDb: Database;
  /**
   * The same database through connections of their own for the catalogue's reads, where each
   * prepared statement is planned once (`plan_cache_mode=force_generic_plan`): PostgreSQL
   * otherwise planned them afresh at every run (custom plans: 1-2 ms a statement, about 3.5 ms
   * of a volume's first answer), while their plans (lookups by id arrays) never depend on the
   * values. Search reads through it too: its statements' plans (a text index, or a word's
   * postings) do not depend on the values either. On the embedded database it is `db`.
   */
  catalogueDb: Database;
  /**
   * Raw SQL for the few callers that are not Drizzle (pg-boss, health). Several statements
   * without parameters are allowed: PGlite's prepared statements refuse them, so those go
   * through `exec` (DESIGN §1).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Applies the drizzle-kit SQL migrations that have not run yet; safe at every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Connections kept for session checks beside the main pool (see `sessionDb`). */
const SESSION_CONNECTIONS = 2;

/** Connections for the catalogue's reads beside the main pool (see `catalogueDb`). */
const CATALOGUE_CONNECTIONS = 4;

export type PostgresLocation = { driver: 'postgres'; url: string; maxConnections?: number };

export type PgliteLocation = {
  driver: 'pglite';
  dataDir: string | null;
  /** A data directory dumped by PGlite's `dumpDataDir`, to start from instead of initdb. */
  initialData?: Blob;
};

export type DatabaseLocation = PostgresLocation | PgliteLocation;

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  return location.driver === 'postgres'
    ? openPostgres(location.url, location.maxConnections ?? 10)
    : pgliteHandle(await createPglite(location));
}

function openPool(url: string, max: number, options?: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, ...(options ? { options } : {}) });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return pool;
}

function openPostgres(url: string, max: number): DatabaseHandle {
  const pool = openPool(url, max);
  const sessionPool = openPool(url, SESSION_CONNECTIONS);
  const cataloguePool = openPool(
    url,
    CATALOGUE_CONNECTIONS,
    '-c plan_cache_mode=force_generic_plan',
  );
  const db = drizzlePg(pool, { schema });
  return {
    driver: 'postgres',
    db,
    sessionDb: drizzlePg(sessionPool, { schema }),
    catalogueDb: drizzlePg(cataloguePool, { schema }),
    async executeSql(text, values) {
      const result = await pool.query(text, values?.length ? values : undefined);
      const results: pg.QueryResult<Record<string, unknown>>[] = Array.isArray(result)
        ? result
        : [result];
      return { rows: results.at(-1)?.rows ?? [] };
    },
    migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
    close: async () => {
      await Promise.all([pool.end(), sessionPool.end(), cataloguePool.end()]);
    },
  };
}

/** The embedded database, with the extensions the migrations create. */
export async function createPglite(location: PgliteLocation): Promise<PGlite> {
  const { dataDir, initialData } = location;
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(initialData ? { loadDataDir: initialData } : {}),
    extensions: { pg_trgm, unaccent },
  });
}

/** The handle over an open embedded database; closing the handle closes the database. */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    driver: 'pglite',
    db,
    sessionDb: db,
    catalogueDb: db,
    async executeSql(text, values) {
      if (values?.length) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    close: () => client.close(),
  };
}
