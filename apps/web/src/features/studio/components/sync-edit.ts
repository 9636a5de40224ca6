/** A sync map's point: [recording ms, score position in quarter notes]. */
export type SyncPoint = [number, number];

/** How far an arrow key moves a marker. */
export const KEY_STEP_MS = 10;

/**
 * Moves the point at `index` to `ms`, kept after the one before and before the one after
 * (1 ms apart) and within the recording: the map stays one the server takes.
 */
export function movePoint(
  points: readonly SyncPoint[],
  index: number,
  ms: number,
  durationMs: number,
): SyncPoint[] {
  const low = index > 0 ? (points[index - 1] as SyncPoint)[0] + 1 : 0;
  const high = index < points.length - 1 ? (points[index + 1] as SyncPoint)[0] - 1 : durationMs;
  const clamped = Math.round(Math.min(high, Math.max(low, ms)));
  return points.map((point, at) => (at === index ? [clamped, point[1]] : point));
}

/** The largest absolute sample of each of `buckets` equal slices (the waveform's peaks). */
export function peaksOf(samples: Float32Array, buckets: number): Float32Array {
  const peaks = new Float32Array(buckets);
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

/**
 * Tap mode: the point at `index` is where the key was pressed; later points that are not after
 * it any more are pushed along (1 ms apart), none past the recording's end.
 */
export function tapPoint(
  points: readonly SyncPoint[],
  index: number,
  ms: number,
  durationMs: number,
): SyncPoint[] {
  const next = movePoint(points, index, ms, durationMs).map((point, at): SyncPoint =>
    at === index ? point : [point[0], point[1]],
  );
  if (index < points.length - 1) {
    // movePoint held it before its neighbour: a tap may pass it, so place it and push on.
    const low = index > 0 ? (next[index - 1] as SyncPoint)[0] + 1 : 0;
    (next[index] as SyncPoint)[0] = Math.round(Math.min(durationMs, Math.max(low, ms)));
    for (let at = index + 1; at < next.length; at += 1) {
      const before = (next[at - 1] as SyncPoint)[0];
      const point = next[at] as SyncPoint;
      if (point[0] <= before) point[0] = Math.min(durationMs, before + 1);
    }
  }
  return next;
}
