import type { TimemapEntry } from '@cadenza/music/verovio-types';
import { buildTimeline } from '../timeline/score-timeline';

interface FixtureNote {
  id: string;
  pitch: number;
  staff: number;
  /** Onset and end in quarter notes. */
  on: number;
  off: number;
}

/**
 * Two bars of 4/4 for two hands at 120 crotchets a minute (500 ms a crotchet), bar 1 on page 1
 * and bar 2 on page 2:
 * - right hand (staff 1): C4 E4 G4 C5 in crotchets, then a C4-E4-G4 chord (a minim) and G4 again;
 * - left hand (staff 2): a C3 semibreve held through bar 1, then the minims C3 and G2.
 */
export function twoHandTimeline() {
  const notes: FixtureNote[] = [
    { id: 'r1', pitch: 60, staff: 1, on: 0, off: 1 },
    { id: 'r2', pitch: 64, staff: 1, on: 1, off: 2 },
    { id: 'r3', pitch: 67, staff: 1, on: 2, off: 3 },
    { id: 'r4', pitch: 72, staff: 1, on: 3, off: 4 },
    { id: 'r5a', pitch: 60, staff: 1, on: 4, off: 6 },
    { id: 'r5b', pitch: 64, staff: 1, on: 4, off: 6 },
    { id: 'r5c', pitch: 67, staff: 1, on: 4, off: 6 },
    { id: 'r6', pitch: 67, staff: 1, on: 6, off: 8 },
    { id: 'l1', pitch: 48, staff: 2, on: 0, off: 4 },
    { id: 'l2', pitch: 48, staff: 2, on: 4, off: 6 },
    { id: 'l3', pitch: 43, staff: 2, on: 6, off: 8 },
  ];
  const timemap: TimemapEntry[] = [];
  for (let quarter = 0; quarter <= 8; quarter += 1) {
    const entry: TimemapEntry = { tstamp: quarter * 500, qstamp: quarter };
    const on = notes.filter((note) => note.on === quarter).map((note) => note.id);
    const off = notes.filter((note) => note.off === quarter).map((note) => note.id);
    if (on.length) entry.on = on;
    if (off.length) entry.off = off;
    if (quarter === 0) entry.measureOn = 'm1';
    if (quarter === 4) entry.measureOn = 'm2';
    timemap.push(entry);
  }
  return buildTimeline({
    timemap,
    pitches: Object.fromEntries(notes.map((note) => [note.id, note.pitch])),
    staves: Object.fromEntries(notes.map((note) => [note.id, note.staff])),
    measurePages: { m1: 1, m2: 2 },
    measureNumbers: { m1: '1', m2: '2' },
    staffDefinitions: [
      { staff: 1, group: { symbol: 'brace', staffCount: 2, index: 0 }, hasLyrics: false },
      { staff: 2, group: { symbol: 'brace', staffCount: 2, index: 1 }, hasLyrics: false },
    ],
  });
}
