import { percentile } from './search/measure-latency.js';

/** `value` minus the nearest of `references` (NaN when there are none). */
export function offsetFromNearest(value: number, references: readonly number[]): number {
  let best = Number.NaN;
  for (const reference of references) {
    if (Number.isNaN(best) || Math.abs(value - reference) < Math.abs(best))
      best = value - reference;
  }
  return best;
}

/** How many offsets, their median, and the 95th percentile of their size (ms). */
export function summariseOffsets(offsets: readonly number[]): {
  count: number;
  medianMs: number;
  p95AbsMs: number;
} {
  const sorted = [...offsets].sort((a, b) => a - b);
  return {
    count: sorted.length,
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    p95AbsMs: percentile(
      sorted.map(Math.abs).sort((a, b) => a - b),
      0.95,
    ),
  };
}
