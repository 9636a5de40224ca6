import autocannon from 'autocannon';

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

/**
 * autocannon with `connections` connections over `paths` in turn (each request takes the next
 * path), recording every response's latency to compute p50 and p95 exactly. A short warm-up
 * run first fills caches and plans.
 */
export async function measurePathsLatency(options: {
  baseUrl: string;
  paths: readonly string[];
  connections?: number;
  durationSeconds?: number;
}): Promise<LatencyResult> {
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
