import { lastIndexAtOrBefore, msAtQuarters, type ScoreTimeline } from './score-timeline';

export interface Meter {
  count: number;
  unit: number;
}

export interface Beat {
  /** Score time of the beat. */
  ms: number;
  isDownbeat: boolean;
}

/** The beat a metronome clicks: dotted quarters in compound time (6/8, 9/8, 12/8), else the written unit. */
export function beatLengthInQuarters(meter: Meter): number {
  const isCompound = meter.unit === 8 && meter.count % 3 === 0 && meter.count > 3;
  return isCompound ? 1.5 : 4 / meter.unit;
}

/** Every beat of the piece; a short bar (an upbeat, a last bar) gets the beats that fit in it. */
export function listBeats(timeline: ScoreTimeline, meter: Meter): Beat[] {
  const length = beatLengthInQuarters(meter);
  const beats: Beat[] = [];
  for (const measure of timeline.measures) {
    const count = Math.max(1, Math.round((measure.endQ - measure.startQ) / length));
    for (let beat = 0; beat < count; beat += 1) {
      beats.push({
        ms: msAtQuarters(timeline, measure.startQ + beat * length),
        isDownbeat: beat === 0,
      });
    }
  }
  return beats;
}

/** Index of the first beat at or after a score time. */
export function firstBeatFrom(beats: readonly Beat[], scoreMs: number): number {
  const before = lastIndexAtOrBefore(beats, scoreMs - 0.5, (beat) => beat.ms);
  return before + 1;
}

/** The clicks of a one-bar count-in before a bar: `count` beats at the bar's beat length in score time. */
export function countInBeats(
  timeline: ScoreTimeline,
  meter: Meter,
  measureIndex: number,
): { beatMs: number; count: number } {
  const measure = timeline.measures[measureIndex] ?? timeline.measures[0];
  const lengthQ = beatLengthInQuarters(meter);
  const count =
    meter.unit === 8 && meter.count % 3 === 0 && meter.count > 3 ? meter.count / 3 : meter.count;
  if (!measure) return { beatMs: 500, count };
  const msPerQuarter =
    (measure.endMs - measure.startMs) / Math.max(0.001, measure.endQ - measure.startQ);
  return { beatMs: msPerQuarter * lengthQ, count };
}
