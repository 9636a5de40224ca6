import type { Key } from './keys.js';
import type { Pitch } from './pitch.js';
import { scalePitch, type ScaleKind } from './scales.js';

/** Roman-numeral degree of a chord, 1 = tonic. */
export type ChordDegree = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Minor keys take their chords from the harmonic minor, so V is major with a leading note. */
export function harmonyScaleKind(key: Key): ScaleKind {
  return key.mode === 'major' ? 'major' : 'harmonic-minor';
}

/**
 * Chord tones stacked in thirds on a degree: 3 tones make a triad, 4 a seventh chord.
 * `tonicOctave` places the key's tonic; the root is the degree above it.
 */
export function chordTones(options: {
  key: Key;
  degree: ChordDegree;
  tonicOctave: number;
  size?: 3 | 4;
}): Pitch[] {
  const kind = harmonyScaleKind(options.key);
  const root = options.degree - 1;
  return Array.from({ length: options.size ?? 3 }, (_, index) =>
    scalePitch({
      key: options.key,
      kind,
      tonicOctave: options.tonicOctave,
      degree: root + index * 2,
    }),
  );
}

/** Degree (0-based from the tonic) of the n-th chord tone, counting on through octaves. */
export function chordToneDegree(degree: ChordDegree, toneIndex: number, size: 3 | 4 = 3): number {
  const octave = Math.floor(toneIndex / size);
  const within = toneIndex - octave * size;
  return degree - 1 + within * 2 + octave * 7;
}

export function chordPitch(options: {
  key: Key;
  degree: ChordDegree;
  tonicOctave: number;
  toneIndex: number;
  size?: 3 | 4;
}): Pitch {
  return scalePitch({
    key: options.key,
    kind: harmonyScaleKind(options.key),
    tonicOctave: options.tonicOctave,
    degree: chordToneDegree(options.degree, options.toneIndex, options.size ?? 3),
  });
}

/** Progressions used by studies and sight-reading pieces, one chord per entry. */
export const PROGRESSIONS: readonly (readonly ChordDegree[])[] = [
  [1, 4, 5, 1],
  [1, 6, 4, 5],
  [1, 4, 1, 5],
  [1, 5, 6, 4],
  [1, 2, 5, 1],
];
