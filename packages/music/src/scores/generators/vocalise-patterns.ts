import type { ChordDegree } from '../theory/chords.js';

/**
 * One bar of a vocal exercise: scale degrees from the tonic (0 = tonic, 7 = octave), the
 * rhythm cell that carries them and the chord the piano plays under them.
 */
export interface PatternBar {
  degrees: readonly number[];
  cell: string;
  chord: ChordDegree;
}

export type PatternArticulation = 'legato' | 'staccato' | 'messa-di-voce';

export interface VocalisePattern {
  id: string;
  name: string;
  base: number;
  articulation: PatternArticulation;
  /** Solfège patterns sing note names instead of a vowel (major keys only). */
  isSolfege?: boolean;
  /** Semitone patterns are chromatic: degrees are semitones above the tonic. */
  isChromatic?: boolean;
  bars: readonly PatternBar[];
}

const W = (degree: number, chord: ChordDegree = 1): PatternBar => ({
  degrees: [degree],
  cell: 'w',
  chord,
});

export const VOCALISE_PATTERNS: readonly VocalisePattern[] = [
  {
    id: 'five-note-scale',
    name: 'five-note scale',
    base: 0,
    articulation: 'legato',
    bars: [
      { degrees: [0, 1, 2, 3], cell: 'q q q q', chord: 1 },
      { degrees: [4, 3, 2, 1], cell: 'q q q q', chord: 5 },
      W(0),
    ],
  },
  {
    id: 'messa-di-voce',
    name: 'messa di voce on sustained notes',
    base: 1,
    articulation: 'messa-di-voce',
    bars: [W(0), W(0), W(2), W(2), W(4), W(4), W(0), W(0)],
  },
  {
    id: 'solfege-scale',
    name: 'major scale in solfège',
    base: 1,
    articulation: 'legato',
    isSolfege: true,
    bars: [
      { degrees: [0, 1, 2, 3], cell: 'q q q q', chord: 1 },
      { degrees: [4, 5, 6, 7], cell: 'q q q q', chord: 1 },
      { degrees: [7, 6, 5, 4], cell: 'q q q q', chord: 1 },
      { degrees: [3, 2, 1, 0], cell: 'q q q q', chord: 5 },
      W(0),
    ],
  },
  {
    id: 'arpeggio',
    name: 'arpeggio',
    base: 2,
    articulation: 'legato',
    bars: [
      { degrees: [0, 2, 4, 7], cell: 'q q q q', chord: 1 },
      { degrees: [4, 2, 0], cell: 'q q h', chord: 1 },
    ],
  },
  {
    id: 'octave-scale',
    name: 'scale of an octave',
    base: 3,
    articulation: 'legato',
    bars: [
      { degrees: [0, 1, 2, 3, 4, 5, 6, 7], cell: 'e e e e e e e e', chord: 1 },
      { degrees: [6, 5, 4, 3, 2, 1, 0], cell: 'e e e e e e q', chord: 5 },
      W(0),
    ],
  },
  {
    id: 'thirds',
    name: 'broken thirds',
    base: 3,
    articulation: 'legato',
    bars: [
      { degrees: [0, 2, 1, 3], cell: 'q q q q', chord: 1 },
      { degrees: [2, 4, 3, 1], cell: 'q q q q', chord: 5 },
      W(0),
    ],
  },
  {
    id: 'leaps',
    name: 'leaps of fourths, fifths and sixths',
    base: 4,
    articulation: 'legato',
    bars: [
      { degrees: [0, 3, 0, 4], cell: 'q q q q', chord: 1 },
      { degrees: [4, 1, 6, -1], cell: 'q q q q', chord: 5 },
      W(0),
    ],
  },
  {
    id: 'staccato-arpeggio',
    name: 'staccato arpeggio',
    base: 5,
    articulation: 'staccato',
    bars: [
      { degrees: [0, 2, 4, 7, 4, 2, 0, 2], cell: 'e e e e e e e e', chord: 1 },
      { degrees: [4, 1, -1, 1, 4, 1, -1, 1], cell: 'e e e e e e e e', chord: 5 },
      { degrees: [0], cell: 'w', chord: 1 },
    ],
  },
  {
    id: 'agility-run',
    name: 'nine-note run',
    base: 6,
    articulation: 'legato',
    bars: [
      {
        degrees: [0, 1, 2, 3, 4, 5, 6, 7, 8, 7, 6, 5, 4, 3, 2, 1],
        cell: 's s s s s s s s s s s s s s s s',
        chord: 1,
      },
      W(0),
    ],
  },
  {
    id: 'chromatic',
    name: 'chromatic line',
    base: 7,
    articulation: 'legato',
    isChromatic: true,
    bars: [
      { degrees: [0, 1, 2, 3, 4, 5, 6, 7], cell: 'e e e e e e e e', chord: 1 },
      { degrees: [6, 5, 4, 3, 2, 1, 0], cell: 'e e e e e e q', chord: 1 },
      W(0),
    ],
  },
  {
    id: 'turns',
    name: 'turns',
    base: 8,
    articulation: 'legato',
    bars: [
      { degrees: [0, 1, 0, -1, 0, 2, 3, 2, 1, 2], cell: 'q s s s s q s s s s', chord: 1 },
      { degrees: [4, 5, 4, 3, 4, 2], cell: 'q s s s s h', chord: 1 },
      { degrees: [1, -1], cell: 'h h', chord: 5 },
      W(0),
    ],
  },
  {
    id: 'two-octave-arpeggio',
    name: 'arpeggio over two octaves',
    base: 9,
    articulation: 'legato',
    bars: [
      {
        degrees: [0, 2, 4, 7, 9, 11, 14, 11, 9, 7, 4, 2, 0, 2, 4, 7],
        cell: 's s s s s s s s s s s s s s s s',
        chord: 1,
      },
      { degrees: [9, 7, 4, 2], cell: 'q q q q', chord: 1 },
      W(0),
    ],
  },
];

export const VOWELS = ['ah', 'eh', 'ee', 'oh', 'oo'] as const;

/** Movable-do syllables by scale degree (raised 7th in minor is 'si'). */
export const SOLFEGE = ['do', 're', 'mi', 'fa', 'sol', 'la', 'ti'] as const;
