import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p97_5Ms: number;
  errors: number;
}

/** What a browser says it accepts: API answers come compressed to it. */
export const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };

/** autocannon with fixed settings so runs are comparable. */
export async function measureLoad(options: {
  url: string;
  connections?: number;
  durationSeconds?: number;
  requests?: autocannon.Request[];
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 10,
    duration: options.durationSeconds ?? 5,
    ...(options.requests ? { requests: options.requests } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    errors: result.errors + result.non2xx,
  };
}

export function formatRow(name: string, result: LoadResult): string {
  return `${name.padEnd(34)} ${result.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${result.p50Ms.toFixed(1).padStart(6)} ms   p97.5 ${result.p97_5Ms.toFixed(1).padStart(6)} ms   errors ${String(result.errors)}`;
}

/** Whether wrk (Debian's package `wrk`) is on the PATH. */
export function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk prints its version and exits 1; only a missing binary fails to spawn.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

const WRK_UNITS_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };

/** A wrk duration such as 812.00us, 1.52ms or 2.01s, in milliseconds. */
export function wrkMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text.trim());
  if (!match) throw new Error(`not a wrk duration: ${text}`);
  return Number(match[1]) * (WRK_UNITS_MS[match[2] ?? ''] ?? Number.NaN);
}

/** The figures of wrk's report (run with --latency). */
export function parseWrkReport(report: string): LoadResult {
  const percentile = (name: string) => {
    const match = new RegExp(`^\\s*${name}%\\s+(\\S+)`, 'm').exec(report);
    return match?.[1] ? wrkMs(match[1]) : Number.NaN;
  };
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    report,
  );
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(report);
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(report)?.[1] ?? Number.NaN),
    p50Ms: percentile('50'),
    // wrk reports 50/75/90/99: the 99th stands in for autocannon's 97.5th.
    p97_5Ms: percentile('99'),
    errors:
      (errors ? errors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0) +
      Number(non2xx?.[1] ?? 0),
  };
}

/**
 * wrk (one thread, written in C) with the same settings as measureLoad: it takes a small part of
 * a core where autocannon, in JavaScript, takes most of one, which on a 2-core machine leaves the
 * server the rest. Needs `apt-get install wrk`.
 */
export async function measureLoadWithWrk(options: {
  url: string;
  connections?: number;
  durationSeconds?: number;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const args = [
    '-t1',
    `-c${String(options.connections ?? 10)}`,
    `-d${String(options.durationSeconds ?? 5)}s`,
    '--latency',
    ...headerArgs,
    options.url,
  ];
  const { stdout } = await promisify(execFile)('wrk', args);
  return parseWrkReport(stdout);
}
