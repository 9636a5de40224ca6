import { availableParallelism, loadavg } from 'node:os';
import { loadGeneratorName, type LatencyResult } from './measure-latency.js';

/** One setup: the API and MiniSearch, each with 10 connections and with one. */
export interface SetupResult {
  setup: string;
  products: number;
  loaded: LatencyResult;
  single: LatencyResult;
  reference: { loaded: LatencyResult; single: LatencyResult } | null;
  note: string;
}

const ms = (value: number) => value.toFixed(1).padStart(6);
const ratio = (a: number, b: number) => (a / b).toFixed(2).padStart(5);

export function printHeader(queries: number): void {
  const [load] = loadavg();
  console.log(
    `\n## Search overview: ${String(queries)} queries in turn from ${loadGeneratorName()}, latency of every request (ms); ${String(availableParallelism())} CPUs, load average ${(load ?? 0).toFixed(1)} at start`,
  );
  console.log(
    `${'setup'.padEnd(26)} ${'products'.padStart(8)} | 10 connections: req/s   p50    p95 | MiniSearch p50    p95 | ratio p50   p95 | 1 connection: p50    p95 | MiniSearch p50    p95`,
  );
}

export function printSetup(row: SetupResult): void {
  const { loaded, single, reference } = row;
  const referenceLoaded = reference
    ? `${ms(reference.loaded.p50Ms)} ${ms(reference.loaded.p95Ms)} | ${ratio(loaded.p50Ms, reference.loaded.p50Ms)} ${ratio(loaded.p95Ms, reference.loaded.p95Ms)}`
    : `${'-'.padStart(6)} ${'-'.padStart(6)} | ${'-'.padStart(5)} ${'-'.padStart(5)}`;
  const referenceSingle = reference
    ? `${ms(reference.single.p50Ms)} ${ms(reference.single.p95Ms)}`
    : `${'-'.padStart(6)} ${'-'.padStart(6)}`;
  const errors = loaded.errors + single.errors;
  console.log(
    `${row.setup.padEnd(26)} ${String(row.products).padStart(8)} | ${loaded.requestsPerSecond.toFixed(0).padStart(21)} ${ms(loaded.p50Ms)} ${ms(loaded.p95Ms)} |     ${referenceLoaded} | ${ms(single.p50Ms).padStart(17)} ${ms(single.p95Ms)} |     ${referenceSingle}`,
  );
  console.log(`  ${row.note}${errors ? `; ${String(errors)} errors` : ''}`);
}
