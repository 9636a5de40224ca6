import { startBuiltServer, type RunningServer } from './server-process.js';
import { generateCatalogue } from './search/generate-catalogue.js';
import { measureEachPath, measurePathsLatency } from './search/measure-latency.js';
import { startMiniSearchReference } from './search/minisearch-reference.js';
import { createScratchDatabase, withClient } from './search/postgres-database.js';
import { overviewPath, searchQueries } from './search/search-queries.js';
import { printHeader, printSetup, type SetupResult } from './search/search-report.js';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const paths = searchQueries.map(overviewPath);
/** The API alone: workers (demo media, email) run as separate processes at scale (DESIGN §1). */
const apiOnly = { WORKERS: 'off', DEMO_MEDIA: 'false' };
/** 1M products take minutes to generate and index; asked for with SEARCH_BENCH_1M=1. */
const sizes = process.env.SEARCH_BENCH_1M === '1' ? [100_000, 1_000_000] : [100_000];

/** 10 connections (the load), then one (each request's own time, without queueing). */
async function measure(baseUrl: string) {
  const loaded = await measurePathsLatency({ baseUrl, paths, connections: 10 });
  const single = await measurePathsLatency({ baseUrl, paths, connections: 1, durationSeconds: 5 });
  return { loaded, single };
}

async function measureReference(databaseUrl: string) {
  const reference = await startMiniSearchReference(databaseUrl);
  try {
    return { ...(await measure(reference.url)), buildMs: reference.buildMs };
  } finally {
    await reference.stop();
  }
}

async function countDocuments(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const result = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM search_documents',
    );
    return result.rows[0]?.n ?? 0;
  });
}

async function heaviest(server: RunningServer): Promise<string> {
  const each = await measureEachPath({ baseUrl: server.url, paths });
  return [...each]
    .sort((a, b) => b.medianMs - a.medianMs)
    .slice(0, 3)
    .map(
      (one) =>
        `${new URL(one.path, server.url).searchParams.get('q') ?? ''} ${one.medianMs.toFixed(1)} ms`,
    )
    .join(', ');
}

async function startTimed(env: Record<string, string>) {
  const startedAt = performance.now();
  const server = await startBuiltServer(env);
  return { server, startS: (performance.now() - startedAt) / 1000 };
}

/**
 * Every setup is measured twice: as the service runs (the answer cache on: the fixed queries
 * come back and are answered from it after the warm-up) and with the cache off, where every
 * request is searched in the database, which is what a query nobody asked before costs.
 */
const cacheModes = [
  { label: 'cache', env: {} },
  { label: 'no cache', env: { SEARCH_CACHE_ITEMS: '0' } },
] as const;

type Reference = Awaited<ReturnType<typeof measureReference>>;

/** Both cache modes on servers started with `env`; `describe` notes each server's start. */
async function measureModes(
  env: Record<string, string>,
  row: { setup: string; products: number; reference: Reference | null },
  describe: (server: RunningServer, startS: number) => Promise<string>,
): Promise<SetupResult[]> {
  const rows: SetupResult[] = [];
  for (const mode of cacheModes) {
    const { server, startS } = await startTimed({ ...env, ...mode.env });
    try {
      rows.push({
        ...row,
        setup: `${row.setup}, ${mode.label}`,
        ...(await measure(server.url)),
        note: await describe(server, startS),
      });
    } finally {
      await server.stop();
    }
  }
  return rows;
}

/** The demo library on PostgreSQL and on PGlite (the same library, so one reference). */
async function benchDemo(): Promise<SetupResult[]> {
  const database = await createScratchDatabase(adminUrl, 'search_demo');
  try {
    // The first start seeds the library; the reference reads it from PostgreSQL.
    const seeding = await startTimed({ ...apiOnly, DATABASE_URL: database.url });
    await seeding.server.stop();
    const reference = await measureReference(database.url);
    const products = await countDocuments(database.url);
    const describe = async (server: RunningServer, startS: number) =>
      `started in ${startS.toFixed(1)} s; slowest alone: ${await heaviest(server)}`;
    return [
      ...(await measureModes(
        { ...apiOnly, DATABASE_URL: database.url },
        { setup: 'demo, PostgreSQL', products, reference },
        async (server, startS) =>
          `first start with seed ${seeding.startS.toFixed(1)} s; ${await describe(server, startS)}`,
      )),
      ...(await measureModes(
        apiOnly,
        { setup: 'demo, PGlite', products, reference },
        async (server, startS) => `with seed; ${await describe(server, startS)}`,
      )),
    ];
  } finally {
    await database.drop();
  }
}

async function benchGenerated(size: number): Promise<SetupResult[]> {
  const database = await createScratchDatabase(adminUrl, `search_${String(size)}`);
  try {
    const env = { ...apiOnly, DATABASE_URL: database.url, SEED_DEMO_LIBRARY: 'false' };
    // A first start makes the schema; the catalogue is then written straight to the database.
    const migrating = await startTimed(env);
    await migrating.server.stop();
    const startedAt = performance.now();
    const { documentsMs } = await withClient(database.url, (client) =>
      generateCatalogue(client, size),
    );
    const generationS = (performance.now() - startedAt) / 1000;
    const reference = await measureReference(database.url);
    return await measureModes(
      env,
      { setup: 'generated, PostgreSQL', products: await countDocuments(database.url), reference },
      async (server) =>
        `generated in ${generationS.toFixed(0)} s (documents ${(documentsMs / 1000).toFixed(0)} s); MiniSearch index ${(reference.buildMs / 1000).toFixed(1)} s; slowest alone: ${await heaviest(server)}`,
    );
  } finally {
    await database.drop();
  }
}

/** The overview query on each database and size, against MiniSearch in-process as reference. */
export async function benchSearch(): Promise<void> {
  printHeader(paths.length);
  for (const row of await benchDemo()) printSetup(row);
  for (const size of sizes) for (const row of await benchGenerated(size)) printSetup(row);
}
