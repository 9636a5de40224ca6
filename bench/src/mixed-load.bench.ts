import { startServerWithMediaMade } from './media-made.js';
import { browseMix } from './mixed-load/browse-mix.js';
import {
  createOpenLoopClient,
  LatencyLog,
  type LoadRequest,
  type OpenLoopResult,
} from './mixed-load/open-loop.js';
import { createSignedInSessions } from './mixed-load/signed-in-sessions.js';
import { createScratchDatabase } from './search/postgres-database.js';

const SESSIONS = 1000;
/** Each signed-in page checks its session every 60 s; the run compresses a minute into 6 s. */
const KEEP_ALIVE_EVERY_S = 60;
const COMPRESSION = 10;
const KEEP_ALIVE_RATE = SESSIONS / (KEEP_ALIVE_EVERY_S / COMPRESSION);
/** Browse rates tried, per second, each for RAMP_STEP_S, until one is not sustained. */
const RAMP = [50, 100, 200, 400, 800, 1000, 1200, 1400, 1600, 2000, 2400, 3200];
const RAMP_STEP_S = 15;
/** What "sustained" means: nothing fails, keep-alive stays quick, pages stay usable. */
const LIMITS = { keepAliveP95Ms: 50, browseP95Ms: 250 };

interface StepResult {
  keepAlive: OpenLoopResult;
  browse: OpenLoopResult;
}

function isSustained({ keepAlive, browse }: StepResult): boolean {
  return (
    keepAlive.errors === 0 &&
    browse.errors === 0 &&
    keepAlive.p95Ms < LIMITS.keepAliveP95Ms &&
    browse.p95Ms < LIMITS.browseP95Ms
  );
}

function describe(result: OpenLoopResult): string {
  const statuses = [...result.statuses]
    .map(([status, count]) => `${status ? String(status) : 'no answer'} ×${String(count)}`)
    .join(', ');
  return `p50 ${result.p50Ms.toFixed(1)} p95 ${result.p95Ms.toFixed(1)} p99 ${result.p99Ms.toFixed(1)} ms, errors ${String(result.errors)}${statuses ? ` (${statuses})` : ''}`;
}

function printStep(label: string, rate: number, step: StepResult): void {
  console.log(
    `${label.padEnd(6)} browse ${String(rate).padStart(5)}/s: ${describe(step.browse)}\n` +
      `${''.padEnd(6)} keep-alive ${KEEP_ALIVE_RATE.toFixed(0)}/s: ${describe(step.keepAlive)}` +
      `   ${isSustained(step) ? 'sustained' : 'NOT sustained'}`,
  );
}

/**
 * 1,000 signed-in sessions checking themselves (HEAD /api/sessions) every 60 s, compressed,
 * plus a browse/search mix (half of it signed in) on PostgreSQL with the default number of HTTP
 * processes. The browse rate rises until a step is not sustained; the last sustained rate is
 * then held for LOAD_BENCH_SECONDS (default 180), stepping down the ramp until a whole hold is sustained. Requests are sent on a schedule, not after
 * answers (an open loop), and latency is counted from when each was due.
 */
export async function benchMixedLoad(): Promise<void> {
  const holdSeconds = Number(process.env.LOAD_BENCH_SECONDS ?? 180);
  console.log(
    `\n## Mixed load: ${String(SESSIONS)} signed-in sessions (keep-alive every ${String(KEEP_ALIVE_EVERY_S)} s, compressed ×${String(COMPRESSION)}: ${KEEP_ALIVE_RATE.toFixed(0)}/s) plus browsing, on PostgreSQL`,
  );
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log('skipped: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
    return;
  }
  const database = await createScratchDatabase(adminUrl, 'load');
  const server = await startServerWithMediaMade({
    DATABASE_URL: database.url,
    WORKERS: 'off',
    DEMO_MEDIA: 'false',
  });
  const client = createOpenLoopClient(server.url);
  try {
    const tokens = await createSignedInSessions(database.url, SESSIONS);
    const tokenAt = (index: number) => tokens[index % tokens.length] ?? '';
    const browsePath = await browseMix(server.url);
    let keepAlives = 0;
    let browses = 0;
    const keepAlive = (): LoadRequest => ({
      method: 'HEAD',
      path: '/api/sessions',
      token: tokenAt((keepAlives += 1)),
    });
    const browse = (): LoadRequest => {
      browses += 1;
      const path = browsePath(browses);
      return browses % 2
        ? { method: 'GET', path, token: tokenAt(browses) }
        : { method: 'GET', path };
    };
    const step = async (rate: number, seconds: number): Promise<StepResult> => {
      const keepAliveLog = new LatencyLog();
      const browseLog = new LatencyLog();
      await Promise.all([
        client.run({ ratePerSecond: KEEP_ALIVE_RATE, seconds, next: keepAlive, log: keepAliveLog }),
        client.run({ ratePerSecond: rate, seconds, next: browse, log: browseLog }),
      ]);
      return { keepAlive: keepAliveLog.summary(), browse: browseLog.summary() };
    };

    await step(RAMP[0] ?? 50, 5); // warm-up: plans, caches, connections
    console.log(
      `Ramp: ${String(RAMP_STEP_S)} s per browse rate; sustained = 0 errors, keep-alive p95 < ${String(LIMITS.keepAliveP95Ms)} ms, browse p95 < ${String(LIMITS.browseP95Ms)} ms`,
    );
    let sustainedRate: number | undefined;
    for (const rate of RAMP) {
      const result = await step(rate, RAMP_STEP_S);
      printStep('ramp', rate, result);
      if (!isSustained(result)) break;
      sustainedRate = rate;
    }
    if (sustainedRate === undefined) {
      console.log(`No browse rate was sustained (the lowest tried: ${String(RAMP[0])}/s).`);
      return;
    }
    // A rate sustained for one ramp step may not hold for minutes (caches churn, GC, vacuum):
    // hold it, and step down through the ramp until a whole hold is sustained.
    const highest = sustainedRate;
    const tried = RAMP.filter((rate) => rate <= highest).reverse();
    let held: { rate: number; result: StepResult } | undefined;
    for (const rate of tried) {
      console.log(`\nHold: ${String(holdSeconds)} s at ${String(rate)}/s`);
      const result = await step(rate, holdSeconds);
      printStep('hold', rate, result);
      if (isSustained(result)) {
        held = { rate, result };
        break;
      }
    }
    if (!held) {
      console.log(`No browse rate held for ${String(holdSeconds)} s.`);
      return;
    }
    console.log(
      `Sustainable rate: ${String(held.rate)} browse req/s + ${KEEP_ALIVE_RATE.toFixed(0)} keep-alive req/s, ` +
        `held ${String(holdSeconds)} s: keep-alive p95 ${held.result.keepAlive.p95Ms.toFixed(1)} ms, browse p95 ${held.result.browse.p95Ms.toFixed(1)} ms, 0 errors`,
    );
  } finally {
    client.close();
    await server.stop();
    await database.drop();
  }
}
