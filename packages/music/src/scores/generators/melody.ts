import type { NoteEvent } from '../model/score-model.js';
import type { ChordDegree } from '../theory/chords.js';
import type { Key } from '../theory/keys.js';
import { midiNumber, type Pitch } from '../theory/pitch.js';
import type { Random } from '../theory/prng.js';
import { pickOne } from '../theory/prng.js';
import { scalePitch } from '../theory/scales.js';
import type { RhythmNote } from './rhythms.js';

/** A melody note before it becomes an event: its scale degree from the tonic (0 = tonic). */
export interface MelodyNote {
  degree: number;
  rhythm: RhythmNote;
  chord: ChordDegree;
}

export function isChordTone(degree: number, chord: ChordDegree): boolean {
  const within = (((degree - (chord - 1)) % 7) + 7) % 7;
  return within === 0 || within === 2 || within === 4;
}

/**
 * Spells a melody degree. Minor keys use the natural minor, raising the 6th and 7th only
 * over the dominant, as melodic minor does, so there is never an augmented second.
 */
export function melodyPitch(
  key: Key,
  tonicOctave: number,
  degree: number,
  chord: ChordDegree,
): Pitch {
  const isRaised = key.mode === 'minor' && (chord === 5 || chord === 7);
  const kind = key.mode === 'major' ? 'major' : isRaised ? 'melodic-minor' : 'natural-minor';
  return scalePitch({ key, kind, tonicOctave, degree, direction: 'up' });
}

/**
 * Writes a tonal melody over bars of harmony: chord tones on strong beats, steps and
 * neighbour notes between them, leaps no larger than `maxLeap` scale steps, staying in
 * `range` (MIDI), and a cadence falling or rising by step onto the tonic.
 */
export function composeMelody(options: {
  key: Key;
  tonicOctave: number;
  bars: { chord: ChordDegree; rhythm: RhythmNote[] }[];
  range: { low: number; high: number };
  maxLeap: number;
  random: Random;
}): MelodyNote[] {
  const { key, tonicOctave, range, random } = options;
  const fits = (degree: number, chord: ChordDegree) => {
    const midi = midiNumber(melodyPitch(key, tonicOctave, degree, chord));
    return midi >= range.low && midi <= range.high;
  };
  const tonicChoices = [-7, 0, 7, 14].filter((degree) => fits(degree, 1));
  const centre = (range.low + range.high) / 2;
  let current =
    [...tonicChoices, 2, 4].sort(
      (a, b) =>
        Math.abs(midiNumber(melodyPitch(key, tonicOctave, a, 1)) - centre) -
        Math.abs(midiNumber(melodyPitch(key, tonicOctave, b, 1)) - centre),
    )[0] ?? 0;
  const notes: MelodyNote[] = [];
  options.bars.forEach((bar, barIndex) => {
    const isLastBar = barIndex === options.bars.length - 1;
    bar.rhythm.forEach((rhythm, noteIndex) => {
      const isFirstNote = barIndex === 0 && noteIndex === 0;
      let degree: number;
      if (isLastBar) {
        degree = nearest(tonicChoices.length ? tonicChoices : [0], current);
      } else if (isFirstNote) {
        degree = current;
      } else {
        degree = nextDegree({
          current,
          chord: bar.chord,
          isStrong: rhythm.isStrong,
          maxLeap: options.maxLeap,
          random,
          fits,
        });
      }
      notes.push({ degree, rhythm, chord: bar.chord });
      current = degree;
    });
  });
  approachFinalByStep(notes, fits);
  return notes;
}

function nearest(candidates: number[], current: number): number {
  return candidates.reduce((best, candidate) =>
    Math.abs(candidate - current) < Math.abs(best - current) ? candidate : best,
  );
}

function nextDegree(options: {
  current: number;
  chord: ChordDegree;
  isStrong: boolean;
  maxLeap: number;
  random: Random;
  fits: (degree: number, chord: ChordDegree) => boolean;
}): number {
  const { current, chord, maxLeap, random, fits } = options;
  const moves: number[] = [];
  for (let move = -maxLeap; move <= maxLeap; move += 1) {
    const degree = current + move;
    if (!fits(degree, chord)) continue;
    if (options.isStrong && !isChordTone(degree, chord)) continue;
    // Steps are the norm, repeated notes and leaps the seasoning.
    const weight = move === 0 ? 1 : Math.abs(move) === 1 ? 6 : Math.abs(move) === 2 ? 3 : 1;
    for (let copy = 0; copy < weight; copy += 1) moves.push(degree);
  }
  if (moves.length === 0) return current;
  return pickOne(random, moves);
}

/** The note before the final tonic becomes the 2nd or the 7th: a stepwise cadence. */
function approachFinalByStep(
  notes: MelodyNote[],
  fits: (degree: number, chord: ChordDegree) => boolean,
): void {
  const final = notes[notes.length - 1];
  const before = notes[notes.length - 2];
  if (!final || !before) return;
  const above = final.degree + 1;
  const below = final.degree - 1;
  const options = [above, below].filter((degree) => fits(degree, before.chord));
  before.degree = options.length ? nearest(options, before.degree) : before.degree;
}

export function melodyEvents(key: Key, tonicOctave: number, notes: MelodyNote[]): NoteEvent[] {
  return notes.map((item) => ({
    kind: 'note',
    pitches: [melodyPitch(key, tonicOctave, item.degree, item.chord)],
    duration: item.rhythm.duration,
    ...(item.rhythm.tupletStart ? { tupletStart: true } : {}),
    ...(item.rhythm.tupletStop ? { tupletStop: true } : {}),
  }));
}
