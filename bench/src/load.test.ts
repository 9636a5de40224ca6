import { describe, expect, it } from 'vitest';
import { parseWrkReport, wrkMs } from './load.js';

// A report as wrk 4.1 prints it with --latency.
const REPORT = `Running 5s test @ http://127.0.0.1:41327/api/home
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.21ms  412.33us   9.87ms   91.20%
    Req/Sec     8.31k   402.11     8.90k    72.00%
  Latency Distribution
     50%    1.12ms
     75%    1.30ms
     90%    1.55ms
     99%    2.81ms
  41352 requests in 5.00s, 512.44MB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:   8268.92
Transfer/sec:    102.43MB
`;

describe('wrk reports', () => {
  it('reads the rate, the median, the 99th percentile and every error', () => {
    expect(parseWrkReport(REPORT)).toEqual({
      requestsPerSecond: 8268.92,
      p50Ms: 1.12,
      p97_5Ms: 2.81,
      errors: 7,
    });
  });

  it('reads durations in micro-, milliseconds and seconds', () => {
    expect(wrkMs('812.00us')).toBeCloseTo(0.812);
    expect(wrkMs('1.52ms')).toBe(1.52);
    expect(wrkMs('2.01s')).toBeCloseTo(2010);
    expect(() => wrkMs('fast')).toThrow('not a wrk duration');
  });
});
