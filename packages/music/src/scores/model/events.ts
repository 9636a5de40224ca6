import {
  DIVISIONS,
  durationTicks,
  plain,
  splitTicks,
  type Duration,
  type NoteType,
} from '../theory/durations.js';
import type { Pitch } from '../theory/pitch.js';
import type { NoteEvent, NoteMarks, RestEvent, ScoreEvent } from './score-model.js';

export function note(
  pitches: Pitch | Pitch[],
  duration: Duration | NoteType,
  marks: NoteMarks = {},
): NoteEvent {
  return {
    kind: 'note',
    pitches: Array.isArray(pitches) ? pitches : [pitches],
    duration: typeof duration === 'string' ? plain(duration) : duration,
    ...marks,
  };
}

export function rest(duration: Duration | NoteType): RestEvent {
  return { kind: 'rest', duration: typeof duration === 'string' ? plain(duration) : duration };
}

export function eventTicks(event: ScoreEvent): number {
  return durationTicks(event.duration);
}

export function totalTicks(events: readonly ScoreEvent[]): number {
  return events.reduce((sum, event) => sum + eventTicks(event), 0);
}

/** A note of any length, written as tied plain values when one value cannot hold it. */
export function heldNote(pitches: Pitch[], ticks: number, marks: NoteMarks = {}): NoteEvent[] {
  const parts = splitTicks(ticks);
  const { slurStop, fermata, ...startMarks } = marks;
  return parts.map((duration, index) => {
    const isFirst = index === 0;
    const isLast = index === parts.length - 1;
    const event: NoteEvent = { kind: 'note', pitches, duration };
    if (isFirst) Object.assign(event, startMarks);
    if (!isFirst) event.tieStop = true;
    if (!isLast) event.tieStart = true;
    if (isLast && slurStop) event.slurStop = true;
    if (isLast && fermata) event.fermata = true;
    return event;
  });
}

export function heldRest(ticks: number): RestEvent[] {
  return splitTicks(ticks).map((duration) => ({ kind: 'rest', duration }));
}

/**
 * Cuts a continuous stream of events into measures. Generators place notes so that none
 * crosses a barline; one that does is a bug, so this throws rather than guessing a tie.
 */
export function splitIntoMeasures(
  events: readonly ScoreEvent[],
  measureLength: number,
  pickup = 0,
): ScoreEvent[][] {
  const measures: ScoreEvent[][] = [];
  let current: ScoreEvent[] = [];
  let filled = 0;
  let capacity = pickup > 0 ? pickup : measureLength;
  for (const event of events) {
    const length = eventTicks(event);
    if (filled + length > capacity) throw new Error('an event crosses a barline');
    current.push(event);
    filled += length;
    if (filled === capacity) {
      measures.push(current);
      current = [];
      filled = 0;
      capacity = measureLength;
    }
  }
  if (current.length > 0) throw new Error('the last measure is incomplete');
  return measures;
}

/** Fills what is left of the current measure (or a whole new one) with a final held note. */
export function finishWith(
  events: ScoreEvent[],
  pitches: Pitch[],
  measureLength: number,
  marks: NoteMarks = {},
): ScoreEvent[] {
  const used = totalTicks(events) % measureLength;
  const remaining = used === 0 ? measureLength : measureLength - used;
  // A last note shorter than a beat would sound clipped: rest, then hold a whole bar.
  if (remaining < DIVISIONS) {
    return [
      ...events,
      ...heldRest(remaining),
      ...heldNote(pitches, measureLength, { fermata: true, ...marks }),
    ];
  }
  return [...events, ...heldNote(pitches, remaining, { fermata: true, ...marks })];
}
