import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWrkPathsReport, wrkPathsScript } from './measure-latency.js';

// wrk is installed with Chromium by .ci/run (Debian's package `wrk`), as the benches use it.
describe('wrk over a list of paths', () => {
  const asked: string[] = [];
  let server: Server;
  let folder: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push(request.url ?? '');
      response.statusCode = request.url === '/missing' ? 404 : 200;
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    folder = await mkdtemp(path.join(tmpdir(), 'wrk-paths-test-'));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(folder, { recursive: true, force: true });
  });

  it('asks each path in turn and counts answers other than 2xx/3xx as errors', async () => {
    const script = path.join(folder, 'paths.lua');
    await writeFile(script, wrkPathsScript(['/a?q=x+y', '/b', '/missing']));
    const { port } = server.address() as AddressInfo;
    const { stdout } = await promisify(execFile)('wrk', [
      '-t1',
      '-c1',
      '-d1s',
      '-s',
      script,
      `http://127.0.0.1:${String(port)}`,
    ]);
    const result = parseWrkPathsReport(stdout);
    expect(result.requests).toBeGreaterThan(30);
    // One connection: the paths come in a fixed cycle (wrk may use the script's first request
    // for itself, so the cycle can start at any path).
    expect(new Set(asked.slice(0, 3))).toEqual(new Set(['/a?q=x+y', '/b', '/missing']));
    expect(asked.slice(3, 30)).toEqual(asked.slice(0, 27));
    // The server may have had one more request than wrk counts: the one in flight when it stopped.
    const missing = asked.filter((one) => one === '/missing').length;
    expect(result.errors).toBeGreaterThanOrEqual(missing - 1);
    expect(result.errors).toBeLessThanOrEqual(missing);
    expect(result.p50Ms).toBeGreaterThan(0);
    expect(result.p95Ms).toBeGreaterThanOrEqual(result.p50Ms);
    expect(result.requestsPerSecond).toBeGreaterThan(0);
  });

  it('refuses a report without the latency line', () => {
    expect(() => parseWrkPathsReport('Running 1s test @ http://127.0.0.1:1')).toThrow(
      'wrk printed no latency line',
    );
  });
});
