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
