import { pianoPart } from '../model/parts.js';
import type { ScoreEvent } from '../model/score-model.js';
import { measureTicks, type TimeSignature } from '../theory/durations.js';
import { ALL_KEYS, accidentalCount, keyName, keySlug, type Key } from '../theory/keys.js';
import { createRandom, hashString, pickOne } from '../theory/prng.js';
import { accompaniment, type AccompanimentStyle } from './accompaniment.js';
import {
  gradedTempo,
  generatedScore,
  homeOctave,
  metreTempo,
  pianoEntry,
  type LibraryPiece,
} from './generated-piece.js';
import { harmonyPlan } from './harmony-plan.js';
import { composeMelody, melodyEvents } from './melody.js';
import { metresForGrade, parseCell, rhythmCells, type RhythmNote } from './rhythms.js';

/** Most sharps or flats a key may have at each grade. */
const KEY_LIMIT = [1, 2, 3, 3, 4, 5, 6, 6, 7, 7] as const;
const PIECES_PER_GRADE = 80;
const LEFT_HAND: readonly (readonly AccompanimentStyle[])[] = [
  ['root'],
  ['root', 'root-fifth'],
  ['root-fifth', 'block'],
  ['block', 'waltz', 'broken'],
  ['broken', 'waltz', 'alberti'],
  ['alberti', 'waltz'],
  ['alberti', 'wide'],
  ['wide'],
  ['wide', 'sixteenths'],
  ['sixteenths'],
];

export function keysForGrade(grade: number): Key[] {
  const limit = KEY_LIMIT[grade] ?? 7;
  return ALL_KEYS.filter((key) => accidentalCount(key) <= limit);
}

/** Rhythms for the bars of a piece: one cell per bar, a long final note. */
export function rhythmPlan(options: {
  time: TimeSignature;
  grade: number;
  bars: number;
  seed: string;
}): RhythmNote[][] {
  const random = createRandom(hashString(`${options.seed}:rhythm`));
  const cells = rhythmCells(options.time, options.grade);
  // The first cell of every metre is one long note: the final note of the piece.
  const last = parseCell(rhythmCells(options.time, 9)[0] ?? 'w', options.time);
  return Array.from({ length: options.bars }, (_, index) =>
    index === options.bars - 1 ? last : parseCell(pickOne(random, cells), options.time),
  );
}

export function sightReadingPieces(): LibraryPiece[] {
  const pieces: LibraryPiece[] = [];
  for (let grade = 0; grade <= 9; grade += 1) {
    const keys = keysForGrade(grade);
    for (let index = 0; index < PIECES_PER_GRADE; index += 1) {
      const key = keys[index % keys.length];
      if (!key) continue;
      const number = Math.floor(index / keys.length) + 1;
      const ref = `gen:sight-reading:piano:${grade}:${keySlug(key)}:${number}`;
      const title = `Sight-reading piece in ${keyName(key)}, grade ${grade}, No. ${number}`;
      pieces.push({
        entry: pianoEntry({ ref, title, key, difficulty: grade, group: 'sight-reading' }),
        build: () => buildSightReading({ ref, title, key, grade }),
      });
    }
  }
  return pieces;
}

function buildSightReading(options: { ref: string; title: string; key: Key; grade: number }) {
  const { key, grade } = options;
  const random = createRandom(hashString(options.ref));
  const time = pickOne(random, metresForGrade(grade));
  const bars = grade <= 2 ? 8 : grade <= 5 ? 12 : 16;
  const chords = harmonyPlan(bars, random);
  const rhythm = rhythmPlan({ time, grade, bars, seed: options.ref });
  const home = homeOctave(key);
  const low = 60 + (grade >= 4 ? -3 : 0);
  const high = 72 + Math.min(grade, 7);
  const melody = composeMelody({
    key,
    tonicOctave: home,
    bars: chords.map((chord, index) => ({ chord, rhythm: rhythm[index] ?? [] })),
    range: { low, high },
    maxLeap: grade <= 1 ? 2 : grade <= 4 ? 4 : 7,
    random,
  });
  const right: ScoreEvent[] = melodyEvents(key, home, melody);
  const style: AccompanimentStyle = pickOne(random, LEFT_HAND[grade] ?? ['root']);
  const left = accompaniment({ key, chords, time, style, tonicOctave: home - 1 });
  const length = measureTicks(time);
  return generatedScore({
    title: options.title,
    key,
    time,
    tempo: metreTempo(gradedTempo(Math.max(0, grade - 2)), time),
    parts: [
      pianoPart(
        { clef: 'treble', voices: [right] },
        { clef: 'bass', voices: [left] },
        { measureLength: length },
      ),
    ],
  });
}
