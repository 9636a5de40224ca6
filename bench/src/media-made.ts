import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { withClient } from './search/postgres-database.js';
import { startBuiltServer, type RunningServer } from './server-process.js';

/**
 * Lists every product as if its demo media were made. A product is listed only once its media
 * exist (products.media_ready); making them all takes minutes of the jobs process, which the
 * serving benches do not measure, so they mark them made instead.
 */
const LIST_EVERYTHING = 'UPDATE products SET media_ready = true WHERE NOT media_ready';

/**
 * The built server on the demo library with every product listed: on PostgreSQL the database
 * is updated under the running server (the catalogue's version moves, as with any write); the
 * embedded database is seeded by a first start, updated between starts, and served by a second.
 */
export async function startServerWithMediaMade(
  env: Record<string, string>,
): Promise<RunningServer> {
  const databaseUrl = env.DATABASE_URL;
  if (databaseUrl) {
    const server = await startBuiltServer(env);
    await withClient(databaseUrl, (client) => client.query(LIST_EVERYTHING));
    return server;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cadenza-bench-listed-'));
  await (await startBuiltServer({ ...env, DATA_DIR: dataDir })).stop();
  const database = await PGlite.create({
    dataDir: path.join(dataDir, 'db'),
    extensions: { pg_trgm, unaccent },
  });
  await database.exec(LIST_EVERYTHING);
  await database.close();
  const server = await startBuiltServer({ ...env, DATA_DIR: dataDir });
  return {
    url: server.url,
    pid: server.pid,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
