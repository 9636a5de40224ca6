/** Ticks per quarter note: divisible by 2, 3, 4, 8 and 16 so triplets and 32nds stay whole. */
export const DIVISIONS = 48;

export type NoteType = 'whole' | 'half' | 'quarter' | 'eighth' | '16th' | '32nd';

export interface Duration {
  type: NoteType;
  dots: 0 | 1 | 2;
  /** Triplets and other tuplets: `actual` notes in the time of `normal`. */
  tuplet?: { actual: number; normal: number };
}

export interface TimeSignature {
  beats: number;
  beatType: 2 | 4 | 8;
}

const TYPE_TICKS: Record<NoteType, number> = {
  whole: DIVISIONS * 4,
  half: DIVISIONS * 2,
  quarter: DIVISIONS,
  eighth: DIVISIONS / 2,
  '16th': DIVISIONS / 4,
  '32nd': DIVISIONS / 8,
};

export function durationTicks(duration: Duration): number {
  const base = TYPE_TICKS[duration.type];
  const dotted = duration.dots === 0 ? base : duration.dots === 1 ? base * 1.5 : base * 1.75;
  const ticks = duration.tuplet
    ? (dotted * duration.tuplet.normal) / duration.tuplet.actual
    : dotted;
  if (!Number.isInteger(ticks))
    throw new Error(`duration ${duration.type} is not a whole number of ticks`);
  return ticks;
}

export function measureTicks(time: TimeSignature): number {
  return (time.beats * DIVISIONS * 4) / time.beatType;
}

/** Compound metres (6/8, 9/8, 12/8) count in dotted quarters. */
export function isCompound(time: TimeSignature): boolean {
  return time.beatType === 8 && time.beats % 3 === 0 && time.beats > 3;
}

/** Length of one beat group, used for beaming. */
export function beatGroupTicks(time: TimeSignature): number {
  if (time.beatType === 8) return (DIVISIONS / 2) * 3;
  return DIVISIONS;
}

export function plain(type: NoteType, dots: 0 | 1 | 2 = 0): Duration {
  return { type, dots };
}

const SPLITTABLE: readonly Duration[] = [
  plain('whole', 1),
  plain('whole'),
  plain('half', 1),
  plain('half'),
  plain('quarter', 1),
  plain('quarter'),
  plain('eighth', 1),
  plain('eighth'),
  plain('16th'),
  plain('32nd'),
];

/** Written values that add up to `ticks`, longest first (tied when there is more than one). */
export function splitTicks(ticks: number): Duration[] {
  const parts: Duration[] = [];
  let remaining = ticks;
  for (const candidate of SPLITTABLE) {
    const length = durationTicks(candidate);
    while (remaining >= length) {
      parts.push(candidate);
      remaining -= length;
    }
  }
  if (remaining !== 0) throw new Error(`${ticks} ticks cannot be written with plain values`);
  return parts;
}
