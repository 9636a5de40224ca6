import {
  durationTicks,
  measureTicks,
  type Duration,
  type TimeSignature,
} from '../theory/durations.js';

/**
 * Rhythm cells written as short tokens: w h. h q. q e. e s, and 3e for a triplet of
 * eighths. Each line fills exactly one measure of its metre.
 */
const TOKENS: Record<string, Duration> = {
  w: { type: 'whole', dots: 0 },
  'h.': { type: 'half', dots: 1 },
  h: { type: 'half', dots: 0 },
  'q.': { type: 'quarter', dots: 1 },
  q: { type: 'quarter', dots: 0 },
  'e.': { type: 'eighth', dots: 1 },
  e: { type: 'eighth', dots: 0 },
  s: { type: '16th', dots: 0 },
};

const TRIPLET: Duration = { type: 'eighth', dots: 0, tuplet: { actual: 3, normal: 2 } };

export interface RhythmNote {
  duration: Duration;
  tupletStart?: boolean;
  tupletStop?: boolean;
  /** Falls on the first beat or the middle of the bar, where harmony notes belong. */
  isStrong: boolean;
}

type Metre = '4/4' | '3/4' | '2/4' | '6/8';

/** Cells by the grade from which they are first used. */
const CELLS: Record<Metre, readonly [number, string][]> = {
  '4/4': [
    [0, 'w'],
    [0, 'h h'],
    [0, 'q q h'],
    [0, 'h q q'],
    [0, 'q q q q'],
    [1, 'h. q'],
    [1, 'q h q'],
    [2, 'q q e e q'],
    [2, 'e e q h'],
    [2, 'q. e h'],
    [3, 'q. e q q'],
    [3, 'e e e e h'],
    [3, 'h q. e'],
    [4, 'q e e q. e'],
    [4, 's s s s q h'],
    [4, 'e q e h'],
    [5, 'q e. s q q'],
    [5, '3e q h'],
    [5, 'e e s s s s h'],
    [6, 's s e q s s s s q'],
    [6, '3e 3e h'],
    [7, 's s s s s s s s h'],
    [8, 'e. s e. s 3e q'],
  ],
  '3/4': [
    [0, 'h.'],
    [0, 'h q'],
    [0, 'q q q'],
    [1, 'q h'],
    [2, 'q e e q'],
    [2, 'e e q q'],
    [3, 'q. e q'],
    [4, 's s s s q q'],
    [5, '3e q q'],
    [6, 'e. s e e q'],
    [7, 's s s s s s s s q'],
  ],
  '2/4': [
    [0, 'h'],
    [0, 'q q'],
    [2, 'e e q'],
    [2, 'q e e'],
    [3, 'q. e'],
    [4, 's s s s q'],
    [5, 'e. s q'],
    [6, '3e q'],
  ],
  '6/8': [
    [2, 'h.'],
    [2, 'q. q.'],
    [2, 'q e q e'],
    [3, 'q e q.'],
    [3, 'e e e q.'],
    [4, 'q. e e e'],
    [5, 'e. s e q.'],
    [6, 's s s s e q.'],
  ],
};

export function metreOf(time: TimeSignature): Metre {
  const name = `${time.beats}/${time.beatType}`;
  if (name === '4/4' || name === '3/4' || name === '2/4' || name === '6/8') return name;
  throw new Error(`no rhythm cells for ${name}`);
}

export function rhythmCells(time: TimeSignature, grade: number): string[] {
  return CELLS[metreOf(time)].filter(([from]) => from <= grade).map(([, cell]) => cell);
}

/** The notes of one cell, with their strong/weak placement. */
export function parseCell(cell: string, time: TimeSignature): RhythmNote[] {
  const notes: RhythmNote[] = [];
  for (const token of cell.split(' ')) {
    if (token === '3e') {
      notes.push(
        { duration: TRIPLET, tupletStart: true, isStrong: false },
        { duration: TRIPLET, isStrong: false },
        { duration: TRIPLET, tupletStop: true, isStrong: false },
      );
      continue;
    }
    const duration = TOKENS[token];
    if (!duration) throw new Error(`unknown rhythm token ${token}`);
    notes.push({ duration, isStrong: false });
  }
  const half = measureTicks(time) / 2;
  let onset = 0;
  for (const item of notes) {
    item.isStrong = onset === 0 || (time.beats !== 3 && onset === half);
    onset += durationTicks(item.duration);
  }
  if (onset !== measureTicks(time))
    throw new Error(`rhythm cell "${cell}" does not fill a ${metreOf(time)} bar`);
  return notes;
}

/** The metres each grade may use. */
export function metresForGrade(grade: number): TimeSignature[] {
  const metres: TimeSignature[] = [
    { beats: 4, beatType: 4 },
    { beats: 3, beatType: 4 },
  ];
  if (grade >= 1) metres.push({ beats: 2, beatType: 4 });
  if (grade >= 2) metres.push({ beats: 6, beatType: 8 });
  return metres;
}
