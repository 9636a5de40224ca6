import { finishWith, note, rest, totalTicks } from '../model/events.js';
import type { ScoreEvent } from '../model/score-model.js';
import { chordPitch } from '../theory/chords.js';
import { measureTicks, type TimeSignature } from '../theory/durations.js';
import type { Key } from '../theory/keys.js';
import type { Pitch } from '../theory/pitch.js';
import { homeOctave } from './generated-piece.js';

const COMMON: TimeSignature = { beats: 4, beatType: 4 };
const TRIPLE: TimeSignature = { beats: 3, beatType: 4 };

/** The three notes of the tonic triad in a position: 0 root, 1 first inversion, 2 second, 3 root an octave up. */
function triadPosition(key: Key, tonicOctave: number, position: number): Pitch[] {
  return [0, 1, 2].map((tone) =>
    chordPitch({ key, degree: 1, tonicOctave, toneIndex: position + tone }),
  );
}

/**
 * The first broken-chord exercise: each position of the tonic triad played low–middle–high–middle,
 * climbing through four positions and back, one hand at a time.
 */
export function brokenChordHands(
  key: Key,
  hand: 'right' | 'left',
): { right: ScoreEvent[]; left: ScoreEvent[]; time: TimeSignature } {
  const length = measureTicks(COMMON);
  const octave = hand === 'right' ? homeOctave(key) : homeOctave(key) - 1;
  const positions = [0, 1, 2, 3, 2, 1, 0];
  const events: ScoreEvent[] = positions.flatMap((position) => {
    const [low, middle, high] = triadPosition(key, octave, position);
    if (!low || !middle || !high) return [];
    return [
      note(low, 'eighth'),
      note(middle, 'eighth'),
      note(high, 'eighth'),
      note(middle, 'eighth'),
    ];
  });
  const played = finishWith(events, triadPosition(key, octave, 0), length);
  const silent = Array.from({ length: totalTicks(played) / length }, () => rest('whole'));
  return hand === 'right'
    ? { right: played, left: silent, time: COMMON }
    : { right: silent, left: played, time: COMMON };
}

/** Each position of the tonic triad as a solid chord, then broken, both hands an octave apart. */
export function solidAndBrokenHands(key: Key): {
  right: ScoreEvent[];
  left: ScoreEvent[];
  time: TimeSignature;
} {
  const length = measureTicks(TRIPLE);
  const hand = (octave: number): ScoreEvent[] => {
    const events = [0, 1, 2, 3].flatMap((position) => {
      const chord = triadPosition(key, octave, position);
      return [
        note(chord, { type: 'half', dots: 1 }),
        ...chord.map((pitch) => note(pitch, 'quarter')),
      ];
    });
    return finishWith(events, triadPosition(key, octave, 0), length);
  };
  return { right: hand(homeOctave(key)), left: hand(homeOctave(key) - 1), time: TRIPLE };
}
