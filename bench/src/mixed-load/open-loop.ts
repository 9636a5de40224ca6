import http from 'node:http';
import { browserHeaders } from '../load.js';
import { percentile } from '../search/measure-latency.js';

/** One request of a load: a path and, for a signed-in user, their session token. */
export interface LoadRequest {
  method: 'GET' | 'HEAD';
  path: string;
  token?: string;
}

export interface OpenLoopResult {
  sent: number;
  errors: number;
  /** Status codes other than 2xx, with how often each came. */
  statuses: Map<number, number>;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

/** Latencies and failures of one kind of request, as they come. */
export class LatencyLog {
  readonly latencies: number[] = [];
  errors = 0;
  readonly statuses = new Map<number, number>();

  record(latencyMs: number, status: number | undefined): void {
    this.latencies.push(latencyMs);
    if (status === undefined || status < 200 || status >= 300) {
      this.errors += 1;
      const key = status ?? 0;
      this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    }
  }

  summary(): OpenLoopResult {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return {
      sent: sorted.length,
      errors: this.errors,
      statuses: this.statuses,
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      p99Ms: percentile(sorted, 0.99),
    };
  }
}

/**
 * Sends requests on a schedule that does not wait for answers (an open loop, as real visitors
 * arrive), so a slow server shows as latency rather than as fewer requests sent. Each latency
 * runs from when the request was due, not from when it left.
 */
export function createOpenLoopClient(baseUrl: string, maxSockets = 256) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets });

  function send(request: LoadRequest, dueAt: number, log: LatencyLog): void {
    const outgoing = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers: {
          ...browserHeaders,
          ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          log.record(performance.now() - dueAt, response.statusCode);
        });
      },
    );
    outgoing.on('error', () => {
      log.record(performance.now() - dueAt, undefined);
    });
    outgoing.end();
  }

  /**
   * `ratePerSecond` requests a second for `seconds`, evenly spaced, each made by `next`; resolves
   * once every answer has come.
   */
  async function run(options: {
    ratePerSecond: number;
    seconds: number;
    next: (index: number) => LoadRequest;
    log: LatencyLog;
  }): Promise<void> {
    const { ratePerSecond, seconds, next, log } = options;
    const total = Math.round(ratePerSecond * seconds);
    const intervalMs = 1000 / ratePerSecond;
    const startedAt = performance.now();
    let sent = 0;
    await new Promise<void>((resolve) => {
      const tick = () => {
        const now = performance.now();
        while (sent < total && startedAt + sent * intervalMs <= now) {
          send(next(sent), startedAt + sent * intervalMs, log);
          sent += 1;
        }
        if (sent < total) setTimeout(tick, Math.min(5, intervalMs));
        else resolve();
      };
      tick();
    });
    const deadline = performance.now() + 30_000;
    while (log.latencies.length < total && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    // Requests still unanswered after 30 s count as errors.
    for (let missing = total - log.latencies.length; missing > 0; missing -= 1)
      log.record(30_000, undefined);
  }

  return {
    run,
    close: () => {
      agent.destroy();
    },
  };
}
