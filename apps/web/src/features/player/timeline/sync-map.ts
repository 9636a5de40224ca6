import type { ScorePackage, SyncMap, VideoPerspective } from '@cadenza/domain';
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

/**
 * Where the score is at a moment of a performance's film: through the camera's sync map when
 * the film was uploaded and aligned (the package's `filmSync`), else the film's own time (a
 * film made from the score plays at the score's tempo).
 */
export function filmScoreMs(
  filmSync: ScorePackage['filmSync'],
  perspective: VideoPerspective | undefined,
  timeline: ScoreTimeline,
  filmMs: number,
): number {
  const syncMap = filmSync?.find((film) => film.perspective === perspective)?.syncMap;
  return syncMap ? scoreMsAtRecordingMs(syncMap, timeline, filmMs) : filmMs;
}
