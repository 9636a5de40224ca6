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

/** The demo library on PostgreSQL and on PGlite (the same library, so one reference). */
async function benchDemo(): Promise<SetupResult[]> {
  const database = await createScratchDatabase(adminUrl, 'search_demo');
  try {
    const postgres = await startTimed({ ...apiOnly, DATABASE_URL: database.url });
    let onPostgres: SetupResult;
    let reference: Awaited<ReturnType<typeof measureReference>>;
    try {
      const products = await countDocuments(database.url);
      const measured = await measure(postgres.server.url);
      reference = await measureReference(database.url);
      onPostgres = {
        setup: 'demo library, PostgreSQL',
        products,
        ...measured,
        reference,
        note: `first start with seed ${postgres.startS.toFixed(1)} s; slowest alone: ${await heaviest(postgres.server)}`,
      };
    } finally {
      await postgres.server.stop();
    }
    const pglite = await startTimed(apiOnly);
    try {
      const measured = await measure(pglite.server.url);
      return [
        onPostgres,
        {
          ...onPostgres,
          setup: 'demo library, PGlite',
          ...measured,
          note: `first start with seed ${pglite.startS.toFixed(1)} s; slowest alone: ${await heaviest(pglite.server)}`,
        },
      ];
    } finally {
      await pglite.server.stop();
    }
  } finally {
    await database.drop();
  }
}

async function benchGenerated(size: number): Promise<SetupResult> {
  const database = await createScratchDatabase(adminUrl, `search_${String(size)}`);
  try {
    const { server } = await startTimed({
      ...apiOnly,
      DATABASE_URL: database.url,
      SEED_DEMO_LIBRARY: 'false',
    });
    try {
      const startedAt = performance.now();
      const { documentsMs } = await withClient(database.url, (client) =>
        generateCatalogue(client, size),
      );
      const generationS = (performance.now() - startedAt) / 1000;
      const measured = await measure(server.url);
      const reference = await measureReference(database.url);
      return {
        setup: 'generated, PostgreSQL',
        products: await countDocuments(database.url),
        ...measured,
        reference,
        note: `generated in ${generationS.toFixed(0)} s (documents ${(documentsMs / 1000).toFixed(0)} s); MiniSearch index ${(reference.buildMs / 1000).toFixed(1)} s; slowest alone: ${await heaviest(server)}`,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/** The overview query on each database and size, against MiniSearch in-process as reference. */
export async function benchSearch(): Promise<void> {
  printHeader(paths.length);
  for (const row of await benchDemo()) printSetup(row);
  for (const size of sizes) printSetup(await benchGenerated(size));
}
