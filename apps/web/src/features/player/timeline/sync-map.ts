import type { SyncMap } from '@cadenza/domain';
import {
  interpolatePoints,
  msAtQuarters,
  quartersAtMs,
  type ScoreTimeline,
} from './score-timeline';

/**
 * A recording's sync map ties its time to the score in quarter notes; the timeline ties quarter
 * notes to score time. Together they say which notes sound at any moment of the recording.
 */
export function scoreMsAtRecordingMs(
  syncMap: SyncMap,
  timeline: ScoreTimeline,
  recordingMs: number,
): number {
  return msAtQuarters(timeline, interpolatePoints(syncMap.points, recordingMs, 0));
}

/** Where to seek the recording to start at a score time (a bar, a loop start). */
export function recordingMsAtScoreMs(
  syncMap: SyncMap,
  timeline: ScoreTimeline,
  scoreMs: number,
): number {
  return interpolatePoints(syncMap.points, quartersAtMs(timeline, scoreMs), 1);
}
