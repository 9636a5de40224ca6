import type { Key } from '../theory/keys.js';
import {
  midiNumber,
  pitchClassName,
  transposePitch,
  withOctave,
  type Pitch,
  type PitchClass,
} from '../theory/pitch.js';

/** The seventh chords of jazz harmony (and the major sixth that often stands for a tonic maj7). */
export type ChordQuality = 'maj7' | 'm7' | '7' | '6';

/** A spelled interval above a root: diatonic steps and semitones (a minor third is [2, 3]). */
type Interval = readonly [steps: number, semitones: number];

const TONES: Record<ChordQuality, { third: Interval; fifth: Interval; seventh: Interval }> = {
  maj7: { third: [2, 4], fifth: [4, 7], seventh: [6, 11] },
  m7: { third: [2, 3], fifth: [4, 7], seventh: [6, 10] },
  '7': { third: [2, 4], fifth: [4, 7], seventh: [6, 10] },
  '6': { third: [2, 4], fifth: [4, 7], seventh: [5, 9] },
};
const NINTH: Interval = [8, 14];
const SYMBOL: Record<ChordQuality, string> = { maj7: 'maj7', m7: 'm7', '7': '7', '6': '6' };

export interface JazzChord {
  root: PitchClass;
  quality: ChordQuality;
}

/** A degree of the major key as a chord root: ii is one step and two semitones above the tonic. */
const DEGREES: Record<string, Interval> = {
  I: [0, 0],
  ii: [1, 2],
  iii: [2, 4],
  IV: [3, 5],
  V: [4, 7],
  VI: [5, 9],
  vi: [5, 9],
};

/** The chord on a degree of a major key ('ii', 'V', …) with the given quality. */
export function chordOn(key: Key, degree: keyof typeof DEGREES, quality: ChordQuality): JazzChord {
  const interval = DEGREES[degree] ?? [0, 0];
  const root = transposePitch(withOctave(key.tonic, 4), interval[0], interval[1]);
  return { root: { step: root.step, alter: root.alter }, quality };
}

/** The chord's name as a lead sheet writes it: 'Dm7', 'G7', 'C6', 'B♭maj7'. */
export function chordSymbol(chord: JazzChord): string {
  return `${pitchClassName(chord.root)}${SYMBOL[chord.quality]}`;
}

/** ii–V–I in a major key. */
export const twoFiveOne = (key: Key): JazzChord[] => [
  chordOn(key, 'ii', 'm7'),
  chordOn(key, 'V', '7'),
  chordOn(key, 'I', 'maj7'),
];

/** The twelve bars of the blues: I7 I7 I7 I7 | IV7 IV7 I7 I7 | V7 IV7 I7 V7. */
export function twelveBarBlues(key: Key): JazzChord[] {
  const [I, IV, V] = (['I', 'IV', 'V'] as const).map((degree) => chordOn(key, degree, '7'));
  if (!I || !IV || !V) throw new Error('no blues chords');
  return [I, I, I, I, IV, IV, I, I, V, IV, I, V];
}

/** The root of a chord in the octave that puts it nearest `around` (a MIDI number). */
export function rootNear(chord: JazzChord, around: number): Pitch {
  const candidates = [1, 2, 3, 4, 5, 6].map((octave) => withOctave(chord.root, octave));
  return candidates.reduce((best, pitch) =>
    Math.abs(midiNumber(pitch) - around) < Math.abs(midiNumber(best) - around) ? pitch : best,
  );
}

const tone = (root: Pitch, interval: Interval) => transposePitch(root, interval[0], interval[1]);

export const thirdOf = (chord: JazzChord, root: Pitch) => tone(root, TONES[chord.quality].third);
export const fifthOf = (chord: JazzChord, root: Pitch) => tone(root, TONES[chord.quality].fifth);
export const seventhOf = (chord: JazzChord, root: Pitch) =>
  tone(root, TONES[chord.quality].seventh);
export const ninthOf = (root: Pitch) => tone(root, NINTH);

/**
 * A left-hand shell: the root with the seventh ('1-7') or the third ('1-3') above it, the
 * root between E2 and E♭3 so that the shells of a progression stay close together.
 */
export function shellVoicing(chord: JazzChord, form: '1-7' | '1-3'): Pitch[] {
  const root = rootNear(chord, 46);
  return [root, form === '1-7' ? seventhOf(chord, root) : thirdOf(chord, root)];
}

/**
 * A rootless voicing for the right hand around middle C: form A is 3-5-7-9, form B 7-9-3-5
 * (the same notes turned over), which is how a ii–V–I moves by the smallest steps.
 */
export function rootlessVoicing(chord: JazzChord, form: 'A' | 'B'): Pitch[] {
  const root = rootNear(chord, form === 'A' ? 52 : 58);
  const up = (pitch: Pitch) => ({ ...pitch, octave: pitch.octave + 1 });
  const third = thirdOf(chord, root);
  const fifth = fifthOf(chord, root);
  const seventh = seventhOf(chord, root);
  const ninth = ninthOf(root);
  const notes =
    form === 'A' ? [third, fifth, seventh, ninth] : [seventh, ninth, up(third), up(fifth)];
  // Keep the lowest note between G3 and G4.
  const shift = midiNumber(notes[0] ?? root) < 55 ? 1 : midiNumber(notes[0] ?? root) > 67 ? -1 : 0;
  return notes.map((pitch) => ({ ...pitch, octave: pitch.octave + shift }));
}

/**
 * The blues scale from a tonic: 1, ♭3, 4, ♭5, 5, ♭7, each spelled on its own letter but the
 * ♭5, which shares the fifth's.
 */
export function bluesScale(tonic: Pitch): Pitch[] {
  const intervals: Interval[] = [
    [0, 0],
    [2, 3],
    [3, 5],
    [4, 6],
    [4, 7],
    [6, 10],
  ];
  return intervals.map((interval) => tone(tonic, interval));
}
