/** Spelled pitches: a letter, an alteration and an octave, so E♭ and D♯ stay different notes. */
export type Step = 'C' | 'D' | 'E' | 'F' | 'G' | 'A' | 'B';

export const STEPS: readonly Step[] = ['C', 'D', 'E', 'F', 'G', 'A', 'B'];

const STEP_SEMITONES: Record<Step, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

export interface PitchClass {
  step: Step;
  /** -2 double flat … +2 double sharp. */
  alter: number;
}

export interface Pitch extends PitchClass {
  /** Scientific octave: middle C is C4. */
  octave: number;
}

export function stepAt(index: number): Step {
  const step = STEPS[((index % 7) + 7) % 7];
  if (step === undefined) throw new Error(`no step at ${index}`);
  return step;
}

export function stepIndex(step: Step): number {
  return STEPS.indexOf(step);
}

/** Staff position counted in diatonic steps from C0, which ignores alterations. */
export function diatonicNumber(pitch: Pitch): number {
  return pitch.octave * 7 + stepIndex(pitch.step);
}

export function fromDiatonicNumber(diatonic: number, alter: number): Pitch {
  return { step: stepAt(diatonic), alter, octave: Math.floor(diatonic / 7) };
}

export function midiNumber(pitch: Pitch): number {
  return (pitch.octave + 1) * 12 + STEP_SEMITONES[pitch.step] + pitch.alter;
}

/**
 * Moves a pitch by a spelled interval (diatonic steps plus exact semitones), so that a
 * major third above E♭ is G, never F𝄪: the letter comes from the steps, the alteration
 * from the semitones.
 */
export function transposePitch(pitch: Pitch, steps: number, semitones: number): Pitch {
  const target = fromDiatonicNumber(diatonicNumber(pitch) + steps, 0);
  const alter = midiNumber(pitch) + semitones - midiNumber(target);
  return { ...target, alter };
}

export function withOctave(pitchClass: PitchClass, octave: number): Pitch {
  return { step: pitchClass.step, alter: pitchClass.alter, octave };
}

const ACCIDENTAL_SIGNS: Record<number, string> = { [-2]: '𝄫', [-1]: '♭', 0: '', 1: '♯', 2: '𝄪' };
const ACCIDENTAL_WORDS: Record<number, string> = {
  [-2]: '-double-flat',
  [-1]: '-flat',
  0: '',
  1: '-sharp',
  2: '-double-sharp',
};

/** 'E♭', 'F♯': how a key or a note is named to a reader. */
export function pitchClassName(pitchClass: PitchClass): string {
  return `${pitchClass.step}${ACCIDENTAL_SIGNS[pitchClass.alter] ?? ''}`;
}

/** 'E-flat': the same name in plain ASCII for refs and file names. */
export function pitchClassSlug(pitchClass: PitchClass): string {
  return `${pitchClass.step}${ACCIDENTAL_WORDS[pitchClass.alter] ?? ''}`;
}

export function pitchName(pitch: Pitch): string {
  return `${pitchClassName(pitch)}${pitch.octave}`;
}
