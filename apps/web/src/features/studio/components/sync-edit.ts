/** A sync map's point: [recording ms, score position in quarter notes]. */
export type SyncPoint = [number, number];

/** How far an arrow key moves a bar line (ten times as far with Shift). */
export const KEY_STEP_MS = 10;

/** The last index whose `at` value is at or before `value` (-1 when none). */
function lastAtOrBefore(points: readonly SyncPoint[], value: number, at: 0 | 1): number {
  let low = 0;
  let high = points.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((points[middle] as SyncPoint)[at] <= value) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** Piecewise-linear lookup in the map, clamped to its first and last points. */
function interpolate(points: readonly SyncPoint[], value: number, from: 0 | 1): number {
  const to = from === 0 ? 1 : 0;
  const first = points[0];
  if (!first) return 0;
  const index = lastAtOrBefore(points, value, from);
  if (index < 0) return first[to];
  const left = points[index] as SyncPoint;
  const right = points[index + 1];
  if (!right || right[from] === left[from]) return left[to];
  return left[to] + ((value - left[from]) / (right[from] - left[from])) * (right[to] - left[to]);
}

/** Where the map puts a score position (quarter notes) in the recording. */
export const msAtQuarters = (points: readonly SyncPoint[], quarters: number) =>
  interpolate(points, quarters, 1);

/** Where the score is (quarter notes) at a moment of the recording: what playback highlights. */
export const quartersAtMs = (points: readonly SyncPoint[], ms: number) =>
  interpolate(points, ms, 0);

/** The largest absolute sample of each of `buckets` equal slices (the waveform's peaks). */
export function peaksOf(samples: Float32Array, buckets: number): Float32Array {
  const peaks = new Float32Array(Math.max(0, buckets));
  if (samples.length === 0 || buckets <= 0) return peaks;
  const size = samples.length / buckets;
  for (let bucket = 0; bucket < buckets; bucket += 1) {
    const start = Math.floor(bucket * size);
    const end = Math.max(start + 1, Math.floor((bucket + 1) * size));
    let peak = 0;
    for (let at = start; at < end && at < samples.length; at += 1) {
      const value = Math.abs(samples[at] as number);
      if (value > peak) peak = value;
    }
    peaks[bucket] = peak;
  }
  return peaks;
}

/** A time as m:ss.s (`digits` decimals of a second), as the markers are named. */
export function clockTime(ms: number, digits: 1 | 2 = 1): string {
  const scale = 10 ** digits;
  const units = Math.round((Math.max(0, ms) / 1000) * scale);
  const minutes = Math.floor(units / (60 * scale));
  const seconds = (units - minutes * 60 * scale) / scale;
  const [whole = '0', fraction = ''] = seconds.toFixed(digits).split('.');
  return `${String(minutes)}:${whole.padStart(2, '0')}.${fraction}`;
}
