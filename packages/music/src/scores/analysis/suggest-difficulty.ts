import { readScoreFeatures, type PartFeatures } from './score-features.js';

/** What a suggestion is made of, to show beside it. */
export interface DifficultySuggestion {
  level: number;
  /** The measures it came from, each with the level it alone would give. */
  factors: { name: string; value: string; level: number }[];
}

/**
 * The method, in words the studio shows with the hint. Each measure is placed on 0-9 by
 * linear steps between the bounds below, and the suggestion is their mean, rounded.
 */
export const DIFFICULTY_METHOD =
  'Suggested from the score: the mean of five measures, each placed on 0–9 — notes started per second at the score’s tempo (0 at 0.5, 9 at 5), range (piano: 0 at an octave, 9 at 40 semitones; voice: 0 at a fourth, 9 at an octave and a fifth), share of notes with a written accidental (0 at none, 9 at 30%), the largest chord on one staff (0 for single notes, 9 at four) and the tempo (0 at 60, 9 at 180 quarter notes a minute; 100 when the score states none). A hint only: fingering, rhythm and style are not measured.';

/** `value` placed on 0-9: 0 at `zero`, 9 at `nine`, linear between, clamped. */
function stepOf(value: number, zero: number, nine: number): number {
  const level = ((value - zero) / (nine - zero)) * 9;
  return Math.min(9, Math.max(0, level));
}

function suggestFor(parts: PartFeatures[], sung: boolean): DifficultySuggestion | undefined {
  if (parts.length === 0) return undefined;
  const most = (pick: (part: PartFeatures) => number) => Math.max(...parts.map(pick));
  const onsets = most((part) => part.onsetsPerSecond);
  const range = most((part) => part.rangeSemitones);
  const accidentals = most((part) => part.accidentalShare);
  const chord = most((part) => part.largestChord);
  const tempo = parts[0]?.tempo ?? 0;
  const factors = [
    { name: 'notes per second', value: onsets.toFixed(1), level: stepOf(onsets, 0.5, 5) },
    {
      name: 'range',
      value: `${String(range)} semitones`,
      level: sung ? stepOf(range, 5, 19) : stepOf(range, 12, 40),
    },
    {
      name: 'accidentals',
      value: `${String(Math.round(accidentals * 100))}% of notes`,
      level: stepOf(accidentals, 0, 0.3),
    },
    {
      name: 'largest chord',
      value: chord === 1 ? 'single notes' : `${String(chord)} notes`,
      level: stepOf(chord, 1, 4),
    },
    {
      name: 'tempo',
      value: `${String(Math.round(tempo))} a minute`,
      level: stepOf(tempo, 60, 180),
    },
  ];
  const mean = factors.reduce((sum, factor) => sum + factor.level, 0) / factors.length;
  return {
    level: Math.round(mean),
    factors: factors.map((factor) => ({ ...factor, level: Math.round(factor.level) })),
  };
}

/**
 * A suggested level per instrument from a MusicXML score: the voice from its sung parts, the
 * piano from the others. Undefined for an instrument with no such part.
 */
export function suggestDifficulty(musicXml: string): {
  piano?: DifficultySuggestion;
  vocal?: DifficultySuggestion;
} {
  const parts = readScoreFeatures(musicXml);
  const piano = suggestFor(
    parts.filter((part) => !part.isSung),
    false,
  );
  const vocal = suggestFor(
    parts.filter((part) => part.isSung),
    true,
  );
  return { ...(piano ? { piano } : {}), ...(vocal ? { vocal } : {}) };
}
