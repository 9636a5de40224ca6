import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { hasWrk } from '../load.js';

export interface LatencyResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  errors: number;
}

/** The value below which `fraction` of the sorted samples fall (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}

export interface PathsLoad {
  baseUrl: string;
  paths: readonly string[];
  connections?: number;
  durationSeconds?: number;
}

/**
 * The load over `paths` in turn, from wrk when it is installed (one C thread: a small part of a
 * core), else from autocannon (JavaScript: most of one of this machine's two cores, which it
 * takes from the server it measures). The report says which.
 */
export async function measurePathsLatency(options: PathsLoad): Promise<LatencyResult> {
  return hasWrk()
    ? measurePathsLatencyWithWrk(options)
    : measurePathsLatencyWithAutocannon(options);
}

/** The load generator measurePathsLatency uses on this machine. */
export function loadGeneratorName(): string {
  return hasWrk() ? 'wrk' : 'autocannon';
}

/**
 * A wrk script requesting `paths` in turn and printing, when done, one JSON line with the exact
 * p50 and p95 of every response (wrk keeps each latency in an HdrHistogram, in microseconds) and
 * the errors, answers other than 2xx/3xx included.
 */
export function wrkPathsScript(paths: readonly string[]): string {
  const list = paths.map((one) => JSON.stringify(one)).join(', ');
  return `local paths = { ${list} }
local turn = 0
request = function()
  turn = turn + 1
  return wrk.format("GET", paths[((turn - 1) % #paths) + 1])
end
done = function(summary, latency)
  local e = summary.errors
  io.write(string.format('LATENCY {"requests":%d,"durationUs":%d,"p50Us":%d,"p95Us":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95),
    e.connect + e.read + e.write + e.timeout + e.status))
end
`;
}

/** The figures of wrkPathsScript's last line. */
export function parseWrkPathsReport(stdout: string): LatencyResult {
  const line = /^LATENCY (\{.*\})$/m.exec(stdout)?.[1];
  if (!line) throw new Error(`wrk printed no latency line:\n${stdout}`);
  const figures = JSON.parse(line) as {
    requests: number;
    durationUs: number;
    p50Us: number;
    p95Us: number;
    errors: number;
  };
  return {
    requests: figures.requests,
    requestsPerSecond: figures.requests / (figures.durationUs / 1e6),
    p50Ms: figures.p50Us / 1000,
    p95Ms: figures.p95Us / 1000,
    errors: figures.errors,
  };
}

async function measurePathsLatencyWithWrk(options: PathsLoad): Promise<LatencyResult> {
  const folder = await mkdtemp(path.join(tmpdir(), 'cadenza-wrk-'));
  const script = path.join(folder, 'paths.lua');
  try {
    await writeFile(script, wrkPathsScript(options.paths));
    const run = async (durationSeconds: number) => {
      const { stdout } = await promisify(execFile)('wrk', [
        '-t1',
        `-c${String(options.connections ?? 10)}`,
        `-d${String(durationSeconds)}s`,
        '-s',
        script,
        options.baseUrl,
      ]);
      return parseWrkPathsReport(stdout);
    };
    await run(2);
    return await run(options.durationSeconds ?? 10);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * autocannon with `connections` connections over `paths` in turn (each request takes the next
 * path), recording every response's latency to compute p50 and p95 exactly. A short warm-up
 * run first fills caches and plans.
 */
async function measurePathsLatencyWithAutocannon(options: PathsLoad): Promise<LatencyResult> {
  const run = async (durationSeconds: number) => {
    let next = 0;
    const latencies: number[] = [];
    let errors = 0;
    let resolveResult: (result: autocannon.Result) => void = () => undefined;
    let rejectResult: (error: unknown) => void = () => undefined;
    const finished = new Promise<autocannon.Result>((resolve, reject) => {
      resolveResult = resolve;
      rejectResult = reject;
    });
    const instance = autocannon(
      {
        url: options.baseUrl,
        connections: options.connections ?? 10,
        duration: durationSeconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              const path = options.paths[next % options.paths.length] ?? '/';
              next += 1;
              return { ...request, path };
            },
          },
        ],
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) rejectResult(error);
        else resolveResult(result);
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else errors += 1;
    });
    const result = await finished;
    latencies.sort((a, b) => a - b);
    return {
      requests: latencies.length + errors,
      requestsPerSecond: result.requests.average,
      p50Ms: percentile(latencies, 0.5),
      p95Ms: percentile(latencies, 0.95),
      errors: errors + result.errors + result.timeouts,
    };
  };
  await run(2);
  return run(options.durationSeconds ?? 10);
}

/** Each path alone, one at a time: the median of `rounds` requests, to see which are heavy. */
export async function measureEachPath(options: {
  baseUrl: string;
  paths: readonly string[];
  rounds?: number;
}): Promise<{ path: string; medianMs: number }[]> {
  const results: { path: string; medianMs: number }[] = [];
  for (const path of options.paths) {
    const times: number[] = [];
    for (let round = 0; round < (options.rounds ?? 15); round += 1) {
      const startedAt = performance.now();
      const response = await fetch(`${options.baseUrl}${path}`);
      await response.arrayBuffer();
      times.push(performance.now() - startedAt);
    }
    times.sort((a, b) => a - b);
    results.push({ path, medianMs: percentile(times, 0.5) });
  }
  return results;
}
