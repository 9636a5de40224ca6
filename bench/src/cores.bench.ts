import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';
import { formatRow, measureLoad, type LoadResult } from './load.js';
import { freePort, startBuiltServer } from './server-process.js';

/**
 * WEB_CONCURRENCY=1 against 2 HTTP processes (node:cluster) on PostgreSQL, GET /api/health and
 * GET /api/home (the demo library), beside a bare node:http answering a fixed body in the same run.
 */
export async function benchCores(): Promise<void> {
  console.log('\n## Every core: WEB_CONCURRENCY=1 vs 2 on PostgreSQL (10 connections, 5 s)');
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
    const baseline = await measureLoad({ url: `http://127.0.0.1:${String(barePort)}/` });
    console.log(formatRow('bare node:http', baseline));
    const rows: [string, LoadResult][] = [];
    for (const concurrency of [1, 2]) {
      // The first start seeds the demo library (SEED_DEMO_LIBRARY's default); the second reuses it.
      const server = await startBuiltServer({
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: String(concurrency),
        WORKERS: 'off',
        DEMO_MEDIA: 'false',
      });
      try {
        for (const path of ['/api/health', '/api/home']) {
          await measureLoad({ url: `${server.url}${path}`, durationSeconds: 1 }); // warm-up
          const result = await measureLoad({ url: `${server.url}${path}` });
          rows.push([`${path} WEB_CONCURRENCY=${String(concurrency)}`, result]);
          console.log(
            `${formatRow(`${path} WEB_CONCURRENCY=${String(concurrency)}`, result)}   ratio to bare ${(result.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)}`,
          );
        }
      } finally {
        await server.stop();
      }
    }
    for (const path of ['/api/health', '/api/home']) {
      const [one, two] = rows.filter(([label]) => label.startsWith(`${path} `)).map(([, r]) => r);
      if (one && two) {
        console.log(
          `${path}: 2 processes / 1 = ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}`,
        );
      }
    }
  } finally {
    bare.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
