import { pianoPart } from '../model/parts.js';
import type { ChordDegree } from '../theory/chords.js';
import { measureTicks, type TimeSignature } from '../theory/durations.js';
import { ALL_KEYS, keyName, keySlug, type Key } from '../theory/keys.js';
import { createRandom, hashString, type Random } from '../theory/prng.js';
import { accompaniment } from './accompaniment.js';
import {
  gradedTempo,
  generatedScore,
  homeOctave,
  keyDifficulty,
  pianoEntry,
  type LibraryPiece,
} from './generated-piece.js';
import { harmonyPlan } from './harmony-plan.js';
import {
  bassLine,
  chordFigure,
  fiveFinger,
  scaleRunHands,
  sequenceHands,
  studyMelody,
  type StudyHands,
} from './study-patterns.js';

interface StudyType {
  id: string;
  name: string;
  base: number;
  time: TimeSignature;
  write: (key: Key, chords: ChordDegree[], random: Random) => StudyHands;
}

const COMMON: TimeSignature = { beats: 4, beatType: 4 };
const TRIPLE: TimeSignature = { beats: 3, beatType: 4 };

const TYPES: readonly StudyType[] = [
  {
    id: 'five-finger',
    name: 'five-finger position',
    base: 0,
    time: COMMON,
    write: (key, _chords, random) => fiveFinger(key, [1, 5, 1, 5, 1, 5, 5, 1], random),
  },
  {
    id: 'waltz',
    name: 'waltz accompaniment',
    base: 2,
    time: TRIPLE,
    write: (key, chords, random) => ({
      right: studyMelody({
        key,
        chords,
        tonicOctave: homeOctave(key) + (homeOctave(key) === 3 ? 1 : 0),
        cells: ['h q', 'q q q', 'h.', 'q h'],
        random,
        time: TRIPLE,
      }),
      left: accompaniment({
        key,
        chords,
        time: TRIPLE,
        style: 'waltz',
        tonicOctave: homeOctave(key) - 1,
      }),
    }),
  },
  {
    id: 'alberti',
    name: 'Alberti bass',
    base: 3,
    time: COMMON,
    write: (key, chords, random) => ({
      right: studyMelody({
        key,
        chords,
        tonicOctave: homeOctave(key) + (homeOctave(key) === 3 ? 1 : 0),
        cells: ['h h', 'q q h', 'h. q', 'q q q q', 'q. e h'],
        random,
      }),
      left: accompaniment({
        key,
        chords,
        time: COMMON,
        style: 'alberti',
        tonicOctave: homeOctave(key) - 1,
      }),
    }),
  },
  {
    id: 'broken-chords',
    name: 'broken chords',
    base: 4,
    time: COMMON,
    write: (key, chords) => ({
      right: chordFigure({
        key,
        chords,
        tonicOctave: homeOctave(key),
        tones: [0, 1, 2, 3, 2, 1, 2, 1],
        type: 'eighth',
      }),
      left: bassLine(key, chords, homeOctave(key) - 1),
    }),
  },
  {
    id: 'legato-melody',
    name: 'melody over broken chords',
    base: 5,
    time: COMMON,
    write: (key, chords, random) => ({
      right: studyMelody({
        key,
        chords,
        tonicOctave: homeOctave(key) + (homeOctave(key) === 3 ? 1 : 0),
        cells: ['h. q', 'q. e h', 'h q q', 'q q. e q', 'e e q h'],
        random,
        maxLeap: 5,
      }),
      left: accompaniment({
        key,
        chords,
        time: COMMON,
        style: 'wide',
        tonicOctave: homeOctave(key) - 1,
      }),
    }),
  },
  {
    id: 'sequence',
    name: 'sequences',
    base: 5,
    time: COMMON,
    write: (key) => sequenceHands(key, homeOctave(key) + (homeOctave(key) === 3 ? 1 : 0)),
  },
  {
    id: 'scale-runs',
    name: 'scale runs',
    base: 6,
    time: COMMON,
    write: (key, chords) => scaleRunHands(key, chords, homeOctave(key)),
  },
  {
    id: 'arpeggios',
    name: 'arpeggios in sixteenths',
    base: 7,
    time: COMMON,
    write: (key, chords) => ({
      right: chordFigure({
        key,
        chords,
        tonicOctave: homeOctave(key),
        tones: [0, 1, 2, 3, 4, 5, 6, 7, 8, 7, 6, 5, 4, 3, 2, 1],
        type: '16th',
      }),
      left: accompaniment({
        key,
        chords,
        time: COMMON,
        style: 'block',
        tonicOctave: homeOctave(key) - 1,
      }),
    }),
  },
  {
    id: 'sixteenth-accompaniment',
    name: 'melody over sixteenth-note accompaniment',
    base: 8,
    time: COMMON,
    write: (key, chords, random) => ({
      right: studyMelody({
        key,
        chords,
        tonicOctave: homeOctave(key) + (homeOctave(key) === 3 ? 1 : 0),
        cells: ['q. e q q', 'e e q h', 'q e. s q q', '3e q h', 's s s s q h'],
        random,
        maxLeap: 7,
      }),
      left: accompaniment({
        key,
        chords,
        time: COMMON,
        style: 'sixteenths',
        tonicOctave: homeOctave(key) - 1,
      }),
    }),
  },
];

const VARIANTS = 2;

/** Short pattern études in every key: each type at two lengths of its own harmony. */
export function studyPieces(): LibraryPiece[] {
  return TYPES.flatMap((type) =>
    ALL_KEYS.flatMap((key) =>
      Array.from({ length: VARIANTS }, (_, variant) => {
        const number = variant + 1;
        const ref = `gen:study:${type.id}:${keySlug(key)}:${number}`;
        const title = `Study in ${keyName(key)}: ${type.name}${number > 1 ? ` (No. ${number})` : ''}`;
        const difficulty =
          type.base + keyDifficulty(key) + (variant === 1 && type.base < 8 ? 1 : 0);
        return {
          entry: pianoEntry({ ref, title, key, difficulty, group: 'studies' }),
          build: () => {
            const random = createRandom(hashString(ref));
            const chords = harmonyPlan(variant === 0 ? 8 : 12, random);
            const hands = type.write(key, chords, random);
            return generatedScore({
              title,
              key,
              time: type.time,
              tempo: gradedTempo(Math.min(9, difficulty)),
              parts: [
                pianoPart(
                  { clef: 'treble', voices: [hands.right] },
                  { clef: 'bass', voices: [hands.left] },
                  { measureLength: measureTicks(type.time), autoClef: true },
                ),
              ],
            });
          },
        };
      }),
    ),
  );
}
