import type { Score } from '../model/score-model.js';
import type { ScoreEntry } from '../score-library.types.js';
import { accidentalCount, keyFifths, keyName, type Key } from '../theory/keys.js';
import type { TimeSignature } from '../theory/durations.js';
import type { Part, Tempo } from '../model/score-model.js';

/** A catalogue entry plus the recipe that writes its score on demand. */
export interface LibraryPiece {
  entry: ScoreEntry;
  build: () => Score;
}

export function clampDifficulty(value: number): number {
  return Math.max(0, Math.min(9, Math.round(value)));
}

/** Keys with many sharps or flats are harder to read: up to two grades more. */
export function keyDifficulty(key: Key): number {
  const count = accidentalCount(key);
  if (count <= 1) return 0;
  if (count <= 3) return 1;
  return 2;
}

export const OCTAVE_WORDS = [
  '',
  'one octave',
  'two octaves',
  'three octaves',
  'four octaves',
] as const;

export function octaveWords(octaves: number): string {
  return OCTAVE_WORDS[octaves] ?? `${octaves} octaves`;
}

/** Tempo that grows with the grade: slow and steady for beginners. */
export function gradedTempo(difficulty: number, beatUnit: Tempo['beatUnit'] = 'quarter'): Tempo {
  const bpm = 60 + difficulty * 8;
  const text =
    bpm < 76 ? 'Andante' : bpm < 100 ? 'Moderato' : bpm < 120 ? 'Allegro moderato' : 'Allegro';
  return { bpm, beatUnit, text };
}

/** Compound metres beat in dotted quarters, about two thirds as many per minute. */
export function metreTempo(tempo: Tempo, time: TimeSignature): Tempo {
  if (time.beatType !== 8) return tempo;
  return { ...tempo, bpm: Math.round(tempo.bpm * 0.66), beatUnit: 'quarter', dotted: true };
}

export function generatedScore(options: {
  title: string;
  key: Key;
  time: TimeSignature;
  tempo: Tempo;
  parts: Part[];
  fifths?: number;
}): Score {
  return {
    title: options.title,
    composer: null,
    lyricist: null,
    arranger: null,
    key: { fifths: options.fifths ?? keyFifths(options.key), mode: options.key.mode },
    time: options.time,
    tempo: options.tempo,
    pickupTicks: 0,
    parts: options.parts,
  };
}

export function pianoEntry(options: {
  ref: string;
  title: string;
  key: Key | string;
  difficulty: number;
  group: string;
}): ScoreEntry {
  return {
    ref: options.ref,
    title: options.title,
    composer: null,
    lyricist: null,
    arranger: null,
    instrument: 'piano',
    difficulty: { piano: clampDifficulty(options.difficulty) },
    group: options.group,
    key: typeof options.key === 'string' ? options.key : keyName(options.key),
    language: null,
    year: null,
  };
}

/** Octave in which the tonic sits nearest middle C (G3 … F♯4), where scales usually start. */
export function homeOctave(key: Key): number {
  const index = ['C', 'D', 'E', 'F', 'G', 'A', 'B'].indexOf(key.tonic.step);
  return index >= 4 ? 3 : 4;
}
