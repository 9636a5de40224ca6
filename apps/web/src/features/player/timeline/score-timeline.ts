import type { TimemapEntry } from '@cadenza/music/verovio-types';
import { nameParts, type ScorePart, type StaffDefinition } from './parts';

export interface TimelineNote {
  id: string;
  onMs: number;
  offMs: number;
  /** MIDI pitch as written (before any transposition). */
  pitch: number;
  /** The staff the note is written on (its number; 0 when unknown). */
  staff: number;
  /** It continues a tie: it sounds on from the note before and is not struck again. */
  isTied?: boolean;
}

export interface TimelineMeasure {
  id: string;
  /** 0-based bar index in the score's order. */
  index: number;
  /**
   * The bar number the score prints (its MEI `@n`): "0" for a pickup, a repeat's or an ending's
   * own number; the count from 1 only when the score numbers no bars.
   */
  label: string;
  startMs: number;
  endMs: number;
  startQ: number;
  endQ: number;
  /** 1-based page of the rendered score the bar is on. */
  page: number;
}

/**
 * The score as time: every note's onset and end and every bar's span, in milliseconds at the
 * score's own tempo ("score time"). Playback at another tempo maps real time onto score time.
 */
export interface ScoreTimeline {
  notes: TimelineNote[];
  measures: TimelineMeasure[];
  durationMs: number;
  /** [score ms, quarter notes] at every timemap entry, increasing. */
  points: [number, number][];
  /** The longest note, to bound the search for sounding notes. */
  longestNoteMs: number;
  /** The staves that have notes, in the score's order, named for the parts controls. */
  parts: ScorePart[];
}

export function buildTimeline(options: {
  timemap: readonly TimemapEntry[];
  pitches: Readonly<Record<string, number>>;
  measurePages: Readonly<Record<string, number>>;
  measureNumbers?: Readonly<Record<string, string>>;
  staves?: Readonly<Record<string, number>>;
  staffDefinitions?: readonly StaffDefinition[];
  /** Notes that continue a tie, by id (a repeat's copy `…-rend2` follows its notated note). */
  tiedNotes?: readonly string[];
}): ScoreTimeline {
  const { timemap, pitches, measurePages, measureNumbers = {}, staves = {} } = options;
  const tied = new Set(options.tiedNotes ?? []);
  const started = new Map<string, number>();
  const notes: TimelineNote[] = [];
  const measureStarts: { id: string; ms: number; q: number }[] = [];
  const points: [number, number][] = [];
  for (const entry of timemap) {
    if (points.at(-1)?.[0] !== entry.tstamp) points.push([entry.tstamp, entry.qstamp]);
    if (entry.measureOn)
      measureStarts.push({ id: entry.measureOn, ms: entry.tstamp, q: entry.qstamp });
    for (const id of entry.off ?? []) {
      const onMs = started.get(id);
      if (onMs === undefined) continue;
      started.delete(id);
      notes.push({
        id,
        onMs,
        offMs: entry.tstamp,
        pitch: pitches[id] ?? 60,
        staff: staves[id] ?? 0,
        ...(tied.has(id.replace(/-rend\d+$/, '')) ? { isTied: true } : {}),
      });
    }
    for (const id of entry.on ?? []) started.set(id, entry.tstamp);
  }
  const last = timemap.at(-1);
  const durationMs = last?.tstamp ?? 0;
  const endQ = last?.qstamp ?? 0;
  notes.sort((a, b) => a.onMs - b.onMs);
  const measures = measureStarts.map((start, index) => {
    const next = measureStarts[index + 1];
    return {
      id: start.id,
      index,
      label: measureNumbers[start.id] || String(index + 1),
      startMs: start.ms,
      endMs: next?.ms ?? durationMs,
      startQ: start.q,
      endQ: next?.q ?? endQ,
      page: measurePages[start.id] ?? 1,
    };
  });
  const longestNoteMs = notes.reduce(
    (longest, note) => Math.max(longest, note.offMs - note.onMs),
    0,
  );
  return {
    notes,
    measures,
    durationMs,
    points,
    longestNoteMs,
    parts: partsWithNotes(notes, options.staffDefinitions ?? []),
  };
}

/** The score's parts that have notes to play (staves without a definition named by number). */
function partsWithNotes(
  notes: readonly TimelineNote[],
  definitions: readonly StaffDefinition[],
): ScorePart[] {
  const played = new Set(notes.map((note) => note.staff));
  const defined = new Set(definitions.map((definition) => definition.staff));
  const undefinedStaves = [...played]
    .filter((staff) => staff > 0 && !defined.has(staff))
    .sort((a, b) => a - b)
    .map((staff) => ({ staff, hasLyrics: false }));
  return nameParts([...definitions, ...undefinedStaves]).filter((part) => played.has(part.staff));
}

/** The last index whose value is at or before `value` in an increasing list (-1 when none). */
export function lastIndexAtOrBefore<T>(
  items: readonly T[],
  value: number,
  valueOf: (item: T) => number,
): number {
  let low = 0;
  let high = items.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (valueOf(items[middle] as T) <= value) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** Ids of the notes sounding at a score time: started at or before it and not yet ended. */
export function soundingNoteIds(timeline: ScoreTimeline, scoreMs: number): string[] {
  const lastStarted = lastIndexAtOrBefore(timeline.notes, scoreMs, (note) => note.onMs);
  const ids: string[] = [];
  for (let index = lastStarted; index >= 0; index -= 1) {
    const note = timeline.notes[index];
    if (!note || note.onMs < scoreMs - timeline.longestNoteMs) break;
    if (note.offMs > scoreMs) ids.push(note.id);
  }
  return ids;
}

/** The bar playing at a score time (the first bar before the start, the last after the end). */
export function measureIndexAt(timeline: ScoreTimeline, scoreMs: number): number {
  return Math.max(
    0,
    lastIndexAtOrBefore(timeline.measures, scoreMs, (measure) => measure.startMs),
  );
}

/**
 * Piecewise-linear lookup in increasing [a, b] pairs: the b at a given a (`from` 0) or the a at a
 * given b (`from` 1). Values before the first point or after the last are clamped to them.
 */
export function interpolatePoints(
  points: readonly (readonly [number, number])[],
  value: number,
  from: 0 | 1,
): number {
  const to = from === 0 ? 1 : 0;
  const first = points[0];
  if (!first) return 0;
  const index = lastIndexAtOrBefore(points, value, (point) => point[from]);
  if (index < 0) return first[to];
  const left = points[index] as readonly [number, number];
  const right = points[index + 1];
  if (!right || right[from] === left[from]) return left[to];
  return left[to] + ((value - left[from]) / (right[from] - left[from])) * (right[to] - left[to]);
}

/** Quarter notes at a score time, and the score time of a position in quarter notes. */
export const quartersAtMs = (timeline: ScoreTimeline, scoreMs: number) =>
  interpolatePoints(timeline.points, scoreMs, 0);
export const msAtQuarters = (timeline: ScoreTimeline, quarters: number) =>
  interpolatePoints(timeline.points, quarters, 1);
