import { heldNote, heldRest } from '../model/events.js';
import type { ScoreEvent } from '../model/score-model.js';
import type { ChordDegree } from '../theory/chords.js';
import { scalePitch } from '../theory/scales.js';
import { measureTicks, type TimeSignature } from '../theory/durations.js';
import type { Key } from '../theory/keys.js';
import { midiNumber, type Pitch } from '../theory/pitch.js';

/**
 * A plain accompaniment from a chord chart: each bar lists its chords ("1 4", "5"), each
 * chord lasting an equal share of the bar; "-" for a silent (pickup) bar. The right hand
 * plays the triad around middle C, the left hand the root below.
 */
export function accompanyChords(options: {
  key: Key;
  time: TimeSignature;
  chart: readonly string[];
  pickupTicks: number;
}): {
  right: ScoreEvent[][];
  left: ScoreEvent[][];
} {
  const right: ScoreEvent[][] = [];
  const left: ScoreEvent[][] = [];
  options.chart.forEach((bar, index) => {
    const length =
      index === 0 && options.pickupTicks > 0 ? options.pickupTicks : measureTicks(options.time);
    if (bar.trim() === '-') {
      right.push(heldRest(length));
      left.push(heldRest(length));
      return;
    }
    const chords = bar.trim().split(/\s+/);
    const share = length / chords.length;
    const rightBar: ScoreEvent[] = [];
    const leftBar: ScoreEvent[] = [];
    for (const symbol of chords) {
      // '57' is V7; a single digit is a triad on that degree.
      const isSeventh = symbol.length === 2 && symbol.endsWith('7');
      const degree = Number(isSeventh ? symbol.slice(0, 1) : symbol) as ChordDegree;
      if (!(degree >= 1 && degree <= 7)) throw new Error(`unknown chord "${symbol}"`);
      rightBar.push(...heldNote(upperChord(options.key, degree, isSeventh), share));
      leftBar.push(...heldNote([bassRoot(options.key, degree)], share));
    }
    right.push(rightBar);
    left.push(leftBar);
  });
  return { right, left };
}

/**
 * Songs in minor keys use the chords of the natural minor (III and VII are major chords),
 * except the dominant, which takes the leading note.
 */
function chartPitch(key: Key, degree: ChordDegree, tonicOctave: number, offset: number): Pitch {
  const kind = key.mode === 'major' ? 'major' : degree === 5 ? 'harmonic-minor' : 'natural-minor';
  return scalePitch({ key, kind, tonicOctave, degree: degree - 1 + offset });
}

/** The chord's tones in the octave above middle C, lowest first. */
function upperChord(key: Key, degree: ChordDegree, isSeventh: boolean): Pitch[] {
  const tones = Array.from({ length: isSeventh ? 4 : 3 }, (_, toneIndex) =>
    chartPitch(key, degree, 4, toneIndex * 2),
  );
  const lifted = tones.map((pitch) =>
    midiNumber(pitch) < 60 ? { ...pitch, octave: pitch.octave + 1 } : pitch,
  );
  const lowered = lifted.map((pitch) =>
    midiNumber(pitch) > 76 ? { ...pitch, octave: pitch.octave - 1 } : pitch,
  );
  return lowered.sort((a, b) => midiNumber(a) - midiNumber(b));
}

/** The root between E2 and D♯3, where a bass line sits. */
function bassRoot(key: Key, degree: ChordDegree): Pitch {
  const root = chartPitch(key, degree, 3, 0);
  let pitch = root;
  while (midiNumber(pitch) > 51) pitch = { ...pitch, octave: pitch.octave - 1 };
  while (midiNumber(pitch) < 40) pitch = { ...pitch, octave: pitch.octave + 1 };
  return pitch;
}
