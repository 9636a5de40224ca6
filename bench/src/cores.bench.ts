import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import {
  browserHeaders,
  formatRow,
  hasWrk,
  measureLoad,
  measureLoadWithWrk,
  type LoadResult,
} from './load.js';
import { cataloguePaths } from './catalogue.bench.js';
import { startServerWithMediaMade } from './media-made.js';
import { cpuSnapshot, endedChildrenCpuSeconds } from './process-cpu.js';
import { freePort, type RunningServer } from './server-process.js';

interface Measured {
  label: string;
  /** Extra environment of the server measured. */
  env: Record<string, string>;
  path: (server: RunningServer) => Promise<string>;
}

/**
 * Cores each party kept busy while a measurement ran: the server's processes, PostgreSQL's and
 * the load generator (this process, or wrk run by it), which show where a 2-core machine's time
 * went.
 */
function cpuMeter(serverPid: number | undefined) {
  const startedAt = performance.now();
  const ownAtStart = process.cpuUsage();
  const childrenAtStart = endedChildrenCpuSeconds();
  const atStart = serverPid === undefined ? undefined : cpuSnapshot(serverPid);
  return {
    read(): string {
      const seconds = (performance.now() - startedAt) / 1000;
      const own = process.cpuUsage(ownAtStart);
      const children = endedChildrenCpuSeconds() - childrenAtStart;
      const generator = ((own.user + own.system) / 1e6 + children) / seconds;
      if (serverPid === undefined || !atStart) return `load generator ${generator.toFixed(2)}`;
      const now = cpuSnapshot(serverPid);
      const server = (now.server - atStart.server) / seconds;
      const postgres = (now.postgres - atStart.postgres) / seconds;
      return `server ${server.toFixed(2)}, PostgreSQL ${postgres.toFixed(2)}, load generator ${generator.toFixed(2)} (of ${String(availableParallelism())})`;
    },
  };
}

async function firstVolumePath(server: RunningServer): Promise<string> {
  const paths = await cataloguePaths(server.url);
  const volume = paths.find(({ path }) => path.startsWith('/api/volumes/'));
  if (!volume) throw new Error('the demo library has no volume');
  return volume.path;
}

/**
 * What is measured. On this 2-core machine the load generator takes much of a core itself, so
 * requests that cost the server little (health, a cached page) show little gain from a second
 * process; a request whose work is in the server (a volume assembled afresh, answer cache off)
 * shows what a second core gives.
 */
const MEASURED: Measured[] = [
  { label: 'GET /api/health', env: {}, path: () => Promise.resolve('/api/health') },
  { label: 'GET /api/home (cached)', env: {}, path: () => Promise.resolve('/api/home') },
  {
    label: 'GET /api/volumes/{id}?expand=all (no answer cache)',
    env: { CATALOGUE_CACHE_ITEMS: '0' },
    path: firstVolumePath,
  },
];

/**
 * WEB_CONCURRENCY=1 against 2 HTTP processes (node:cluster) on PostgreSQL, on the demo library,
 * beside a bare node:http answering a fixed body in the same run.
 */
export async function benchCores(): Promise<void> {
  // The load generator shares the machine's cores with what it measures: wrk takes little of one.
  const isWrk = hasWrk();
  const load = isWrk ? measureLoadWithWrk : measureLoad;
  console.log(
    `\n## Every core: WEB_CONCURRENCY=1 vs 2 on PostgreSQL (10 connections, 5 s, load from ${isWrk ? 'wrk' : 'autocannon; apt-get install wrk for a lighter load generator'})`,
  );
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log('skipped: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
    return;
  }
  const name = `cadenza_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end('{"status":"ok"}');
  });
  const barePort = await freePort();
  await new Promise<void>((resolve) => bare.listen(barePort, '127.0.0.1', resolve));
  try {
    const baseline = await load({ url: `http://127.0.0.1:${String(barePort)}/` });
    console.log(formatRow('bare node:http', baseline));
    const results = new Map<string, LoadResult>();
    for (const measured of MEASURED) {
      for (const concurrency of [1, 2]) {
        // The first start seeds the demo library (SEED_DEMO_LIBRARY's default); the rest reuse it.
        // Every product is listed as if its demo media were made (these benches measure serving).
        const server = await startServerWithMediaMade({
          DATABASE_URL: url.toString(),
          WEB_CONCURRENCY: String(concurrency),
          WORKERS: 'off',
          DEMO_MEDIA: 'false',
          ...measured.env,
        });
        try {
          const target = `${server.url}${await measured.path(server)}`;
          await load({ url: target, durationSeconds: 1, headers: browserHeaders });
          const cpu = cpuMeter(server.pid);
          const result = await load({ url: target, headers: browserHeaders });
          const label = `${measured.label} WEB_CONCURRENCY=${String(concurrency)}`;
          results.set(label, result);
          console.log(
            `${formatRow(label, result)}   ratio to bare ${(result.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)}`,
          );
          console.log(`${''.padEnd(8)}cores busy: ${cpu.read()}`);
        } finally {
          await server.stop();
        }
      }
    }
    for (const { label } of MEASURED) {
      const one = results.get(`${label} WEB_CONCURRENCY=1`);
      const two = results.get(`${label} WEB_CONCURRENCY=2`);
      if (one && two)
        console.log(
          `${label}: 2 processes / 1 = ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}`,
        );
    }
  } finally {
    bare.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
