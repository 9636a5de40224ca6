import { beatLengthInQuarters, type Meter } from '../timeline/beats';
import { quartersAtMs, type ScoreTimeline } from '../timeline/score-timeline';
import type { WaitChord } from './wait-chords';
import type { PlayedChord } from './wait-session';

export interface TempoReached {
  /** The score's beats between the first chord played and the last. */
  beats: number;
  /** The time the pianist took for them. */
  seconds: number;
  /** The pianist's tempo in the score's beats (dotted crotchets in 6/8) a minute. */
  beatsPerMinute: number;
  /** The score's own tempo over the same music. */
  scoreBeatsPerMinute: number;
  /** The pianist's tempo as a share of the score's, in per cent. */
  percent: number;
}

/**
 * The tempo the pianist reached in wait mode: the score's beats from one chord played to the
 * next (from its quarter notes and the meter's beat), over the time taken between them, summed
 * over chords played one after the other. Null until two chords in a row have been played.
 */
export function tempoReached(options: {
  timeline: ScoreTimeline;
  meter: Meter;
  chords: readonly WaitChord[];
  played: readonly PlayedChord[];
}): TempoReached | null {
  const { timeline, chords, played } = options;
  let quarters = 0;
  let scoreMs = 0;
  let takenMs = 0;
  for (let index = 1; index < played.length; index += 1) {
    const before = played[index - 1];
    const after = played[index];
    if (!before || !after || after.chordIndex !== before.chordIndex + 1) continue;
    const from = chords[before.chordIndex];
    const to = chords[after.chordIndex];
    if (!from || !to) continue;
    quarters += quartersAtMs(timeline, to.onMs) - quartersAtMs(timeline, from.onMs);
    scoreMs += to.onMs - from.onMs;
    takenMs += after.atMs - before.atMs;
  }
  if (takenMs <= 0 || scoreMs <= 0 || quarters <= 0) return null;
  const beats = quarters / beatLengthInQuarters(options.meter);
  return {
    beats,
    seconds: takenMs / 1000,
    beatsPerMinute: beats / (takenMs / 60_000),
    scoreBeatsPerMinute: beats / (scoreMs / 60_000),
    percent: (100 * scoreMs) / takenMs,
  };
}
