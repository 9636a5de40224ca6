import { createServer } from 'node:http';
import { browserHeaders, formatRow, measureLoad, type LoadResult } from './load.js';
import { startServerWithMediaMade } from './media-made.js';
import { freePort, type RunningServer } from './server-process.js';
import { percentile } from './search/measure-latency.js';
import { createScratchDatabase, withClient } from './search/postgres-database.js';

/** One API process alone: workers (demo media, email) run apart at scale (DESIGN §1). */
const apiOnly = { WORKERS: 'off', DEMO_MEDIA: 'false', WEB_CONCURRENCY: '1' };

interface Summary {
  id: string;
  type: string;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${String(response.status)}`);
  return (await response.json()) as T;
}

/** The catalogue's read paths on the demo library: ids found by walking it from the top. */
export async function cataloguePaths(baseUrl: string): Promise<{ name: string; path: string }[]> {
  const { collections } = await getJson<{ collections: Summary[] }>(`${baseUrl}/api/collections`);
  const collection = collections[0];
  if (!collection) throw new Error('the demo library has no collection');
  const { volumes } = await getJson<{ volumes: Summary[] }>(
    `${baseUrl}/api/collections/${collection.id}/volumes`,
  );
  const volume = volumes[0];
  if (!volume) throw new Error(`collection ${collection.id} has no volume`);
  const expanded = await getJson<{ pieces: Summary[] }>(
    `${baseUrl}/api/volumes/${volume.id}?expand=all`,
  );
  const piece = expanded.pieces[0];
  if (!piece) throw new Error(`volume ${volume.id} has no piece`);
  return [
    { name: 'GET /api/home', path: '/api/home' },
    { name: 'GET /api/collections', path: '/api/collections' },
    {
      name: 'GET /api/collections/{id}/volumes',
      path: `/api/collections/${collection.id}/volumes`,
    },
    { name: 'GET /api/volumes/{id}?expand=all', path: `/api/volumes/${volume.id}?expand=all` },
    { name: 'GET /api/products/{id}', path: `/api/products/${piece.id}` },
    { name: 'GET /api/products/search?terms=', path: '/api/products/search?terms=composer' },
  ];
}

/** Each path under 10 connections for `seconds`, after a short warm-up (plans, caches). */
async function measureServer(server: RunningServer, seconds: number) {
  const paths = await cataloguePaths(server.url);
  const rows: { name: string; result: LoadResult }[] = [];
  for (const { name, path } of paths) {
    const url = `${server.url}${path}`;
    await measureLoad({ url, durationSeconds: 1, headers: browserHeaders });
    rows.push({
      name,
      result: await measureLoad({ url, durationSeconds: seconds, headers: browserHeaders }),
    });
  }
  return rows;
}

/**
 * The first answer after a change, one request at a time: the catalogue's version is moved on
 * (as any write does, in its transaction) and the path asked once, `times` times; the median.
 */
async function measureFirstAnswers(server: RunningServer, databaseUrl: string, times = 25) {
  const paths = await cataloguePaths(server.url);
  return withClient(databaseUrl, async (client) => {
    const rows: { name: string; medianMs: number }[] = [];
    for (const { name, path } of paths) {
      const latencies: number[] = [];
      for (let time = 0; time < times; time += 1) {
        await client.query('UPDATE catalogue_state SET version = version + 1');
        await client.query('UPDATE search_state SET version = version + 1');
        const startedAt = performance.now();
        const response = await fetch(`${server.url}${path}`, { headers: browserHeaders });
        await response.arrayBuffer();
        latencies.push(performance.now() - startedAt);
        if (!response.ok) throw new Error(`${path}: ${String(response.status)}`);
      }
      rows.push({
        name,
        medianMs: percentile(
          [...latencies].sort((a, b) => a - b),
          0.5,
        ),
      });
    }
    return rows;
  });
}

const modes = [
  { label: 'cache', env: {} },
  { label: 'no cache', env: { CATALOGUE_CACHE_ITEMS: '0', SEARCH_CACHE_ITEMS: '0' } },
] as const;

/**
 * The catalogue's read endpoints on the demo library, PostgreSQL and PGlite, each with the
 * answer cache on and off, against a bare node:http server answering a fixed body in the same
 * run (the ratio is what the goal is stated in).
 */
export async function benchCatalogue(): Promise<void> {
  const seconds = Number(process.env.CATALOGUE_BENCH_SECONDS ?? 5);
  console.log(
    `\n## Catalogue reads on the demo library vs a bare node:http server (10 connections, ${String(seconds)} s each, accepting gzip as browsers do)`,
  );
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end('{"status":"ok"}');
  });
  const barePort = await freePort();
  await new Promise<void>((resolve) => bare.listen(barePort, '127.0.0.1', resolve));
  const adminUrl = process.env.DATABASE_URL;
  const database = adminUrl ? await createScratchDatabase(adminUrl, 'catalogue') : null;
  try {
    const baseline = await measureLoad({
      url: `http://127.0.0.1:${String(barePort)}/`,
      durationSeconds: seconds,
    });
    console.log(formatRow('bare node:http', baseline));
    const setups = [
      ...(database ? [{ label: 'PostgreSQL', env: { DATABASE_URL: database.url } }] : []),
      { label: 'PGlite', env: {} as Record<string, string> },
    ];
    if (!database)
      console.log(
        'PostgreSQL skipped: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
      );
    for (const setup of setups) {
      for (const mode of modes) {
        console.log(`\n### ${setup.label}, ${mode.label}`);
        const server = await startServerWithMediaMade({ ...apiOnly, ...setup.env, ...mode.env });
        try {
          for (const { name, result } of await measureServer(server, seconds)) {
            const ratio = result.requestsPerSecond / baseline.requestsPerSecond;
            console.log(`${formatRow(name, result)}   ratio ${ratio.toFixed(3)}`);
          }
          if (database && setup.label === 'PostgreSQL' && mode.label === 'cache') {
            console.log('First answer after a change (one request at a time, median of 25):');
            for (const { name, medianMs } of await measureFirstAnswers(server, database.url))
              console.log(`${name.padEnd(34)} ${medianMs.toFixed(1).padStart(6)} ms`);
          }
        } finally {
          await server.stop();
        }
      }
    }
  } finally {
    bare.close();
    await database?.drop();
  }
}
