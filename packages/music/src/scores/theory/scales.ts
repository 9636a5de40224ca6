import { keyFifths, signatureAlter, type Key } from './keys.js';
import {
  diatonicNumber,
  fromDiatonicNumber,
  midiNumber,
  stepAt,
  stepIndex,
  withOctave,
  type Pitch,
  type PitchClass,
} from './pitch.js';

export type ScaleKind = 'major' | 'natural-minor' | 'harmonic-minor' | 'melodic-minor';

/** The seven spelled degrees of a key; minor forms raise the 6th and 7th as taught. */
export function scaleDegrees(
  key: Key,
  kind: ScaleKind,
  direction: 'up' | 'down' = 'up',
): PitchClass[] {
  const fifths = keyFifths(key);
  const tonicIndex = stepIndex(key.tonic.step);
  return Array.from({ length: 7 }, (_, degree) => {
    const step = stepAt(tonicIndex + degree);
    let alter = signatureAlter(fifths, step);
    const raisesSeventh =
      kind === 'harmonic-minor' || (kind === 'melodic-minor' && direction === 'up');
    const raisesSixth = kind === 'melodic-minor' && direction === 'up';
    if (degree === 6 && raisesSeventh) alter += 1;
    if (degree === 5 && raisesSixth) alter += 1;
    return { step, alter };
  });
}

/**
 * The pitch of a scale degree counted from the tonic in `tonicOctave` (0 = tonic, 7 = the
 * tonic an octave higher, -1 = the leading note below).
 */
export function scalePitch(options: {
  key: Key;
  kind: ScaleKind;
  tonicOctave: number;
  degree: number;
  direction?: 'up' | 'down';
}): Pitch {
  const degrees = scaleDegrees(options.key, options.kind, options.direction ?? 'up');
  const tonic = withOctave(options.key.tonic, options.tonicOctave);
  const spelled = degrees[((options.degree % 7) + 7) % 7];
  if (!spelled) throw new Error('scale degree out of range');
  const position = diatonicNumber(tonic) + options.degree;
  return fromDiatonicNumber(position, spelled.alter);
}

/**
 * A chromatic scale spelled as taught: sharps on the way up, flats on the way down, and
 * the outer notes spelled like the starting note.
 */
export function chromaticScale(start: Pitch, octaves: number, direction: 'up' | 'down'): Pitch[] {
  const notes: Pitch[] = [start];
  const count = octaves * 12;
  let current = start;
  for (let index = 1; index <= count; index += 1) {
    current = direction === 'up' ? chromaticStepUp(current) : chromaticStepDown(current);
    notes.push(current);
  }
  const last = notes[notes.length - 1];
  if (last) notes[notes.length - 1] = respell(last, start);
  return notes;
}

function chromaticStepUp(pitch: Pitch): Pitch {
  const next = fromDiatonicNumber(diatonicNumber(pitch) + 1, 0);
  const gapToNext = midiNumber(next) - midiNumber(pitch);
  if (pitch.alter < 0 || (pitch.alter === 0 && gapToNext > 1))
    return { ...pitch, alter: pitch.alter + 1 };
  return { ...next, alter: midiNumber(pitch) + 1 - midiNumber(next) };
}

function chromaticStepDown(pitch: Pitch): Pitch {
  const previous = fromDiatonicNumber(diatonicNumber(pitch) - 1, 0);
  const gapToPrevious = midiNumber(pitch) - midiNumber(previous);
  if (pitch.alter > 0 || (pitch.alter === 0 && gapToPrevious > 1))
    return { ...pitch, alter: pitch.alter - 1 };
  return { ...previous, alter: midiNumber(pitch) - 1 - midiNumber(previous) };
}

/** The same sounding pitch written with the letter of `model`. */
function respell(pitch: Pitch, model: Pitch): Pitch {
  const octaveShift = Math.round((midiNumber(pitch) - midiNumber(model)) / 12);
  const candidate = { step: model.step, alter: 0, octave: model.octave + octaveShift };
  const alter = midiNumber(pitch) - midiNumber(candidate);
  return Math.abs(alter) <= 2 ? { ...candidate, alter } : pitch;
}
