import { msAtQuarters, type SyncPoint } from './sync-edit';

/** A bar of the score as the player numbers it: its printed number and where it starts. */
export interface ScoreBar {
  /** The number the score prints ("0" for a pickup; a repeat's bars keep theirs). */
  label: string;
  /** Where the bar starts, in quarter notes from the score's start (repeats played out). */
  quarters: number;
}

/**
 * A line the editor moves: a bar line, the score's end (the map's last point), or, when the
 * score's bars are not known, a point of the map itself.
 */
export interface BarLine {
  kind: 'bar' | 'end' | 'point';
  quarters: number;
  /** The bar's printed number, or the point's place from 1. */
  label: string;
  /** A bar played again: its number was met before (a repeat). */
  isRepeat: boolean;
}

const EPSILON = 1e-6;

/**
 * The lines the editor shows: a line at the start of every bar the map covers and one at its
 * end; every point of the map when the bars are not known (the score could not be laid out).
 */
export function barLinesOf(
  bars: readonly ScoreBar[] | null,
  points: readonly SyncPoint[],
): BarLine[] {
  if (!bars?.length)
    return points.map(([, quarters], index) => ({
      kind: 'point',
      quarters,
      label: String(index + 1),
      isRepeat: false,
    }));
  const first = points[0]?.[1] ?? 0;
  const last = points.at(-1)?.[1] ?? 0;
  const seen = new Set<string>();
  const lines: BarLine[] = [];
  for (const bar of bars) {
    const isRepeat = seen.has(bar.label);
    seen.add(bar.label);
    if (bar.quarters < first - EPSILON || bar.quarters > last - EPSILON) continue;
    const before = lines.at(-1);
    if (before && bar.quarters - before.quarters < EPSILON) continue;
    lines.push({ kind: 'bar', quarters: bar.quarters, label: bar.label, isRepeat });
  }
  if (points.length > 0) lines.push({ kind: 'end', quarters: last, label: '', isRepeat: false });
  return lines;
}

/** Where each line is in the recording now. */
export function lineTimes(points: readonly SyncPoint[], lines: readonly BarLine[]): number[] {
  return lines.map((line) => msAtQuarters(points, line.quarters));
}

const indexAt = (points: readonly SyncPoint[], quarters: number) =>
  points.findIndex(([, q]) => Math.abs(q - quarters) < EPSILON);

/** The map with a point at `quarters` (where the map already puts it, when it had none). */
function withPointAt(points: readonly SyncPoint[], quarters: number): SyncPoint[] {
  if (indexAt(points, quarters) >= 0) return [...points];
  const point: SyncPoint = [msAtQuarters(points, quarters), quarters];
  const after = points.findIndex(([, q]) => q > quarters);
  return after < 0
    ? [...points, point]
    : [...points.slice(0, after), point, ...points.slice(after)];
}

/** A line's point and the points of the lines either side (-1: none), in a map holding all three. */
interface Span {
  points: SyncPoint[];
  at: number;
  left: number;
  right: number;
}

function spanOf(points: readonly SyncPoint[], lines: readonly BarLine[], index: number): Span {
  const quarters = (lines[index] as BarLine).quarters;
  const first = points[0]?.[1] ?? quarters;
  const last = points.at(-1)?.[1] ?? quarters;
  // The first line may come after the map's first point, the last before its last one.
  const left = lines[index - 1]?.quarters ?? (first < quarters - EPSILON ? first : undefined);
  const right = lines[index + 1]?.quarters ?? (last > quarters + EPSILON ? last : undefined);
  let next = withPointAt(points, quarters);
  if (left !== undefined) next = withPointAt(next, left);
  if (right !== undefined) next = withPointAt(next, right);
  return {
    points: next,
    at: indexAt(next, quarters),
    left: left === undefined ? -1 : indexAt(next, left),
    right: right === undefined ? -1 : indexAt(next, right),
  };
}

/** How far a line can go: 1 ms a point clear of the lines either side, within the recording. */
function limitsOf({ points, at, left, right }: Span, durationMs: number) {
  const low = left >= 0 ? (points[left] as SyncPoint)[0] + (at - left) : 0;
  const high = right >= 0 ? (points[right] as SyncPoint)[0] - (right - at) : durationMs;
  return { low: Math.ceil(low), high: Math.floor(Math.min(high, durationMs)) };
}

/** Inner points rounded to whole ms and kept 1 ms apart, between fixed ends `from` and `to`. */
function settle(points: SyncPoint[], from: number, to: number): void {
  for (let at = from + 1; at < to; at += 1) {
    const point = points[at] as SyncPoint;
    point[0] = Math.max(Math.round(point[0]), (points[at - 1] as SyncPoint)[0] + 1);
  }
  for (let at = to - 1; at > from; at -= 1) {
    const point = points[at] as SyncPoint;
    point[0] = Math.min(point[0], (points[at + 1] as SyncPoint)[0] - 1);
  }
}

/**
 * Moves line `index` to `ms`: the points between it and the lines either side move with it in
 * proportion (the bars before and after it are stretched or squeezed evenly); every other point
 * stays. The line is held between its neighbours, 1 ms a point apart, and within the
 * recording, so the map stays one the server takes. A line with no point of its own (a bar
 * starting on a rest) gets one.
 */
export function moveBarLine(
  points: readonly SyncPoint[],
  lines: readonly BarLine[],
  index: number,
  ms: number,
  durationMs: number,
): SyncPoint[] {
  if (!lines[index]) return [...points];
  const span = spanOf(points, lines, index);
  const { low, high } = limitsOf(span, durationMs);
  if (low > high) return [...points];
  const { at, left, right } = span;
  const next = span.points.map(([t, q]): SyncPoint => [t, q]);
  const old = (next[at] as SyncPoint)[0];
  const target = Math.round(Math.min(high, Math.max(low, ms)));
  if (left >= 0) {
    const from = (next[left] as SyncPoint)[0];
    for (let j = left + 1; j < at; j += 1) {
      const point = next[j] as SyncPoint;
      point[0] = from + ((point[0] - from) * (target - from)) / (old - from);
    }
  }
  if (right >= 0) {
    const to = (next[right] as SyncPoint)[0];
    for (let j = at + 1; j < right; j += 1) {
      const point = next[j] as SyncPoint;
      point[0] = target + ((point[0] - old) * (to - target)) / (to - old);
    }
  }
  (next[at] as SyncPoint)[0] = target;
  if (left >= 0) settle(next, left, at);
  if (right >= 0) settle(next, at, right);
  return next;
}

/**
 * Tap mode: line `index` is where the key was pressed, and the rest of the map moves with it
 * (the lines after it keep their spacing: taps go from bar to bar, each correcting the map from
 * there on), while the points since the line before move in proportion. The line is held
 * after the line before and the map's end within the recording.
 */
export function tapBarLine(
  points: readonly SyncPoint[],
  lines: readonly BarLine[],
  index: number,
  ms: number,
  durationMs: number,
): SyncPoint[] {
  if (!lines[index] || points.length === 0) return [...points];
  const span = spanOf(points, lines, index);
  const { low } = limitsOf(span, durationMs);
  const { at, left } = span;
  const next = span.points.map(([t, q]): SyncPoint => [t, q]);
  const old = (next[at] as SyncPoint)[0];
  const room = durationMs - (next.at(-1) as SyncPoint)[0];
  const shift = Math.max(Math.ceil(low - old), Math.min(Math.round(ms - old), Math.floor(room)));
  for (let j = at; j < next.length; j += 1) (next[j] as SyncPoint)[0] += shift;
  if (left >= 0) {
    const from = (next[left] as SyncPoint)[0];
    const target = old + shift;
    for (let j = left + 1; j < at; j += 1) {
      const point = next[j] as SyncPoint;
      point[0] = from + ((point[0] - from) * (target - from)) / (old - from);
    }
    settle(next, left, at);
  }
  return next;
}
