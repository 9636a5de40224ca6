import { pianoPart, singerPart } from '../model/parts.js';
import type { Score, ScoreEvent } from '../model/score-model.js';
import type { ScoreEntry } from '../score-library.types.js';
import { measureTicks, type TimeSignature } from '../theory/durations.js';
import { keyName, type Key } from '../theory/keys.js';
import { midiNumber, type Pitch } from '../theory/pitch.js';
import { VOICE_RANGES, type VoiceType } from '../theory/ranges.js';
import type { ChordDegree } from '../theory/chords.js';
import { accompaniment, chordPad } from './accompaniment.js';
import { clampDifficulty, generatedScore } from './generated-piece.js';
import type { Tempo } from '../model/score-model.js';

export const VOICE_NAMES: Record<VoiceType, string> = {
  soprano: 'Soprano',
  'mezzo-soprano': 'Mezzo-soprano',
  alto: 'Alto',
  tenor: 'Tenor',
  baritone: 'Baritone',
  bass: 'Bass',
};

/** A voice part over a simple piano accompaniment (chords in the right hand, roots in the left). */
export function vocalScore(options: {
  title: string;
  key: Key;
  time: TimeSignature;
  tempo: Tempo;
  voiceType: VoiceType;
  voice: ScoreEvent[];
  chords: readonly ChordDegree[];
}): Score {
  const length = measureTicks(options.time);
  const right = chordPad({ key: options.key, chords: options.chords, time: options.time });
  const left = accompaniment({
    key: options.key,
    chords: options.chords,
    time: options.time,
    style: 'root',
    tonicOctave: 3,
  });
  return generatedScore({
    title: options.title,
    key: options.key,
    time: options.time,
    tempo: options.tempo,
    parts: [
      singerPart(
        { clef: VOICE_RANGES[options.voiceType].clef, voices: [options.voice] },
        VOICE_NAMES[options.voiceType],
        { measureLength: length },
      ),
      pianoPart(
        { clef: 'treble', voices: [right] },
        { clef: 'bass', voices: [left] },
        { measureLength: length },
      ),
    ],
  });
}

/**
 * Picks the octave that puts a pattern inside the voice: the fewest semitones outside the
 * comfortable range, then the closest to its middle.
 */
export function placeForVoice(
  pitchesAt: (tonicOctave: number) => Pitch[],
  voiceType: VoiceType,
): { tonicOctave: number; low: number; high: number } {
  const range = VOICE_RANGES[voiceType].comfortable;
  const centre = (range.low + range.high) / 2;
  const candidates = [1, 2, 3, 4, 5, 6].map((tonicOctave) => {
    const values = pitchesAt(tonicOctave).map(midiNumber);
    const low = Math.min(...values);
    const high = Math.max(...values);
    const outside = Math.max(0, range.low - low) + Math.max(0, high - range.high);
    return { tonicOctave, low, high, outside, distance: Math.abs((low + high) / 2 - centre) };
  });
  candidates.sort((a, b) => a.outside - b.outside || a.distance - b.distance);
  const best = candidates[0];
  if (!best) throw new Error('no octave for the voice');
  return { tonicOctave: best.tonicOctave, low: best.low, high: best.high };
}

/** Harder when the exercise leaves the comfortable range, impossible ranges never happen. */
export function rangeDifficulty(voiceType: VoiceType, low: number, high: number): number {
  const { comfortable, full } = VOICE_RANGES[voiceType];
  if (low < full.low || high > full.high)
    throw new Error(`exercise outside the ${voiceType} range`);
  return (high > comfortable.high ? 1 : 0) + (low < comfortable.low ? 1 : 0);
}

export function vocalEntry(options: {
  ref: string;
  title: string;
  key: Key;
  vocal: number;
  group: string;
}): ScoreEntry {
  return {
    ref: options.ref,
    title: options.title,
    composer: null,
    lyricist: null,
    arranger: null,
    instrument: 'vocal',
    difficulty: { vocal: clampDifficulty(options.vocal), piano: 1 },
    group: options.group,
    key: keyName(options.key),
    language: null,
    year: null,
  };
}
