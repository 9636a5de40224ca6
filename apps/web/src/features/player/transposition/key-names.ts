/**
 * Keys by name for the key picker, and the interval Verovio transposes the score by, so the
 * score is written in the key the picker names ('D major → C major': down a major second).
 */

export type KeyMode = 'major' | 'minor';

/** How far the player moves a piece: half an octave each way (the pitch shifter's range). */
export const TRANSPOSE_RANGE = { min: -6, max: 6 } as const;

/** The key a score is written in: its signature (sharps positive, flats negative) and mode. */
export interface WrittenKey {
  fifths: number;
  mode: KeyMode;
}

/** Letters along the line of fifths, from F (one flat's worth, -1) to B (5). */
const FIFTHS_LETTERS = ['F', 'C', 'G', 'D', 'A', 'E', 'B'] as const;
/** Semitones above C of each letter, C to B. */
const LETTER_SEMITONES = [0, 2, 4, 5, 7, 9, 11] as const;

const modulo = (value: number, by: number) => ((value % by) + by) % by;

/** The tonic's place on the line of fifths (C 0, G 1, F -1, B♭ -2…). */
function tonicFifths(key: WrittenKey): number {
  return key.mode === 'major' ? key.fifths : key.fifths + 3;
}

/** The tonic's letter as an index from C (0) to B (6). */
function letterIndex(fifths: number): number {
  return modulo(fifths * 4, 7);
}

/** 'C', 'B♭', 'F♯', 'E♭♭': the note on the line of fifths. */
export function tonicName(fifths: number): string {
  const letter = FIFTHS_LETTERS[modulo(fifths + 1, 7)] ?? 'C';
  const alter = Math.floor((fifths + 1) / 7);
  return letter + (alter > 0 ? '♯'.repeat(alter) : '♭'.repeat(-alter));
}

/** 'D major', 'F♯ minor'. */
export function keyName(key: WrittenKey): string {
  return `${tonicName(tonicFifths(key))} ${key.mode}`;
}

/**
 * The key `semitones` away, spelled with the fewest sharps or flats; six each way are spelled
 * with flats (G♭ major, E♭ minor), as they are usually taught. No move keeps the key as written.
 */
export function transposedKey(key: WrittenKey, semitones: number): WrittenKey {
  if (modulo(semitones, 12) === 0) return key;
  // Each semitone is seven steps along the line of fifths (7 × 7 = 49 ≡ 1, modulo 12).
  const sharpward = key.fifths + modulo(7 * semitones, 12);
  const flatward = sharpward - 12;
  const fifths = Math.abs(sharpward) < Math.abs(flatward) ? sharpward : flatward;
  return { fifths, mode: key.mode };
}

const PERFECT_STEPS = new Set([0, 3, 4]);

/**
 * The interval from the written key's tonic to the transposed key's, in Verovio's spelling
 * ('+M2', '-P4', '+A1'), so its `transpose` option writes the score in that key; null for none.
 */
export function transpositionInterval(key: WrittenKey, semitones: number): string | null {
  if (semitones === 0) return null;
  const isUp = semitones > 0;
  const size = Math.abs(semitones);
  const from = letterIndex(tonicFifths(key));
  const to = letterIndex(tonicFifths(transposedKey(key, semitones)));
  const steps = modulo(isUp ? to - from : from - to, 7);
  const octaves = Math.floor(size / 12);
  const difference = size - 12 * octaves - (LETTER_SEMITONES[steps] ?? 0);
  let quality: string;
  if (PERFECT_STEPS.has(steps))
    quality =
      difference === 0 ? 'P' : difference > 0 ? 'A'.repeat(difference) : 'd'.repeat(-difference);
  else
    quality =
      difference === 0
        ? 'M'
        : difference === -1
          ? 'm'
          : difference > 0
            ? 'A'.repeat(difference)
            : 'd'.repeat(-difference - 1);
  return `${isUp ? '+' : '-'}${quality}${String(steps + 1 + 7 * octaves)}`;
}

const signed = (value: number) => (value > 0 ? `+${String(value)}` : String(value));

export interface KeyChoice {
  semitones: number;
  /** 'E major (+2)', 'D major (as written)'. */
  label: string;
}

/** The keys within `range` semitones of the written one, highest first. */
export function keyChoices(key: WrittenKey, range: { min: number; max: number }): KeyChoice[] {
  const choices: KeyChoice[] = [];
  for (let semitones = range.max; semitones >= range.min; semitones -= 1) {
    const name = keyName(transposedKey(key, semitones));
    choices.push({
      semitones,
      label: semitones === 0 ? `${name} (as written)` : `${name} (${signed(semitones)})`,
    });
  }
  return choices;
}

/** What the picker shows beside itself: 'D major → C major', or 'D major' as written. */
export function transpositionSummary(key: WrittenKey, semitones: number): string {
  const written = keyName(key);
  return semitones === 0 ? written : `${written} → ${keyName(transposedKey(key, semitones))}`;
}
