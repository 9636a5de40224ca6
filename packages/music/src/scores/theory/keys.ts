import { pitchClassName, pitchClassSlug, type PitchClass, type Step } from './pitch.js';

export type Mode = 'major' | 'minor';

export interface Key {
  tonic: PitchClass;
  mode: Mode;
}

/** Position of each natural letter on the line of fifths, F = -1 … B = 5. */
const LINE_OF_FIFTHS: Record<Step, number> = { F: -1, C: 0, G: 1, D: 2, A: 3, E: 4, B: 5 };
const SHARP_ORDER: readonly Step[] = ['F', 'C', 'G', 'D', 'A', 'E', 'B'];

/** Key signature as MusicXML counts it: sharps positive, flats negative. */
export function keyFifths(key: Key): number {
  const tonicFifths = LINE_OF_FIFTHS[key.tonic.step] + 7 * key.tonic.alter;
  return key.mode === 'major' ? tonicFifths : tonicFifths - 3;
}

/** The alteration the key signature gives a letter. */
export function signatureAlter(fifths: number, step: Step): number {
  const position = SHARP_ORDER.indexOf(step);
  if (fifths > 0) return position < fifths ? 1 : 0;
  if (fifths < 0) return 6 - position < -fifths ? -1 : 0;
  return 0;
}

export function keyName(key: Key): string {
  return `${pitchClassName(key.tonic)} ${key.mode}`;
}

export function keySlug(key: Key): string {
  return `${pitchClassSlug(key.tonic)}-${key.mode}`;
}

/** Number of sharps or flats, which is what makes a key harder to read. */
export function accidentalCount(key: Key): number {
  return Math.abs(keyFifths(key));
}

function key(step: Step, alter: number, mode: Mode): Key {
  return { tonic: { step, alter }, mode };
}

/** The twelve major keys as they are usually taught (G♭ rather than F♯). */
export const MAJOR_KEYS: readonly Key[] = [
  key('C', 0, 'major'),
  key('G', 0, 'major'),
  key('F', 0, 'major'),
  key('D', 0, 'major'),
  key('B', -1, 'major'),
  key('A', 0, 'major'),
  key('E', -1, 'major'),
  key('E', 0, 'major'),
  key('A', -1, 'major'),
  key('B', 0, 'major'),
  key('D', -1, 'major'),
  key('G', -1, 'major'),
];

/** The twelve minor keys as they are usually taught (E♭ minor rather than D♯ minor). */
export const MINOR_KEYS: readonly Key[] = [
  key('A', 0, 'minor'),
  key('E', 0, 'minor'),
  key('D', 0, 'minor'),
  key('B', 0, 'minor'),
  key('G', 0, 'minor'),
  key('F', 1, 'minor'),
  key('C', 0, 'minor'),
  key('C', 1, 'minor'),
  key('F', 0, 'minor'),
  key('G', 1, 'minor'),
  key('B', -1, 'minor'),
  key('E', -1, 'minor'),
];

/** Every key, interleaved major/minor from the easiest to the hardest to read. */
export const ALL_KEYS: readonly Key[] = MAJOR_KEYS.flatMap((major, index) => {
  const minor = MINOR_KEYS[index];
  return minor ? [major, minor] : [major];
});
