import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildDemoLibrary, DEMO_LIBRARY_SAMPLE, genresOf } from '@cadenza/music/demo';
import { createScoreLibrary } from '@cadenza/music/scores';
import { cpuSecondsOf } from './process-cpu.js';
import { freePort, inheritedEnv } from './server-process.js';

const root = path.resolve(import.meta.dirname, '../..');
/** Issue 16's promise for the whole demo library on two cores. */
const PROMISE_SECONDS = 15 * 60;

/** Products of the demo library by type, and pieces by style, as the seed writes them. */
function demoCounts(sample: boolean) {
  const library = createScoreLibrary();
  const draft = buildDemoLibrary(library, sample ? { sample: DEMO_LIBRARY_SAMPLE } : {});
  const byType = new Map<string, number>();
  for (const product of draft.products)
    byType.set(product.type, (byType.get(product.type) ?? 0) + 1);
  const entries = new Map(library.entries().map((entry) => [entry.ref, entry]));
  const byGenre = new Map<string, { piano: number; vocal: number }>();
  for (const product of draft.products) {
    const entry =
      product.type === 'piece' && product.scoreRef ? entries.get(product.scoreRef) : undefined;
    if (!entry) continue;
    for (const genre of genresOf(entry)) {
      const counts = byGenre.get(genre) ?? { piano: 0, vocal: 0 };
      counts[entry.instrument] += 1;
      byGenre.set(genre, counts);
    }
  }
  const homeItems = draft.carousels
    .filter((carousel) => carousel.referralCode === null)
    .reduce((sum, carousel) => sum + carousel.productIds.length, 0);
  return { byType, byGenre, homeItems, total: draft.products.length };
}

/**
 * A fresh start of the built server, as `npm start` runs it: how long until it is ready, until
 * the home page's products are all listed, and until every demo medium is made (GET
 * /api/media-status counts what is left); with the CPU time it took. `npm run bench -- media`
 * (MEDIA_BENCH_SAMPLE=1 for the sample library).
 */
export async function benchMedia(): Promise<void> {
  const sample = process.env.MEDIA_BENCH_SAMPLE === '1';
  const counts = demoCounts(sample);
  console.log(`\n## Demo media on a fresh start (${sample ? 'sample' : 'whole'} demo library)`);
  console.log(`products: ${String(counts.total)}`);
  for (const [type, count] of [...counts.byType].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`  ${type.padEnd(18)} ${String(count)}`);
  console.log('pieces by style (piano / voice):');
  for (const [genre, { piano, vocal }] of counts.byGenre)
    console.log(`  ${genre.padEnd(18)} ${String(piano)} / ${String(vocal)}`);

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cadenza-bench-media-'));
  const startedAt = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...inheritedEnv(),
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(sample ? { SEED_DEMO_LIBRARY: 'sample' } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const seconds = () => (performance.now() - startedAt) / 1000;
  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('is ready at')) resolve();
      });
      child.once('exit', (code) => {
        reject(new Error(`server exited with ${String(code)}`));
      });
    });
    const ready = seconds();
    const cpuAtReady = child.pid === undefined ? undefined : cpuSecondsOf(child.pid);
    console.log(
      `ready (seeded, listening): ${ready.toFixed(1)} s (CPU ${cpuAtReady?.total.toFixed(0) ?? '?'} s)`,
    );
    const base = `http://127.0.0.1:${String(port)}`;
    let firstWaiting: number | undefined;
    let homeListed: number | undefined;
    let lastReport = 0;
    for (;;) {
      const { preparing } = (await (await fetch(`${base}/api/media-status`)).json()) as {
        preparing: number;
      };
      firstWaiting ??= preparing;
      if (homeListed === undefined) {
        const home = (await (await fetch(`${base}/api/home`)).json()) as {
          carousels: { items: unknown[] }[];
        };
        const listed = home.carousels.reduce((sum, carousel) => sum + carousel.items.length, 0);
        if (listed === counts.homeItems) homeListed = seconds();
      }
      if (preparing === 0) break;
      if (seconds() - lastReport >= 60) {
        lastReport = seconds();
        console.log(`  ${seconds().toFixed(0)} s: ${String(preparing)} products still preparing`);
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    const done = seconds();
    const cpu = child.pid === undefined ? undefined : cpuSecondsOf(child.pid);
    console.log(`products waiting for media after the seed: ${String(firstWaiting)}`);
    if (homeListed !== undefined)
      console.log(
        `every product of the home page listed: ${homeListed.toFixed(0)} s after start (${String(counts.homeItems)} items)`,
      );
    console.log(
      `all demo media made: ${done.toFixed(0)} s after start (${(done / 60).toFixed(1)} min; promise: ${String(PROMISE_SECONDS / 60)} min, ratio ${(done / PROMISE_SECONDS).toFixed(2)})`,
    );
    if (cpu !== undefined) {
      console.log(
        `CPU used by the server, its media workers and ffmpeg: ${cpu.total.toFixed(0)} s (${(cpu.total / done).toFixed(2)} cores on average; on two idle cores at least ${(cpu.total / 2 / 60).toFixed(1)} min)`,
      );
      console.log(
        `  main thread ${cpu.main.toFixed(0)} s, other threads (media workers) ${cpu.threads.toFixed(0)} s, ffmpeg ${cpu.children.toFixed(0)} s`,
      );
      if (cpuAtReady)
        console.log(
          `  after ready: ${(cpu.total - cpuAtReady.total).toFixed(0)} s in ${(done - ready).toFixed(0)} s (${((cpu.total - cpuAtReady.total) / (done - ready)).toFixed(2)} cores; main thread ${(cpu.main - cpuAtReady.main).toFixed(0)} s)`,
        );
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
