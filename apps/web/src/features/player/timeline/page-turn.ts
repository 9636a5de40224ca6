import { measureIndexAt, type ScoreTimeline } from './score-timeline';

/**
 * Automatic page turning: the page to show is the one holding the bar that will be playing
 * `turnAheadMs` (in score time) from now, so the next page is up just before its first bar.
 * A jump back (a loop, a seek) shows the earlier page at once.
 */
export function pageToShow(timeline: ScoreTimeline, scoreMs: number, turnAheadMs: number): number {
  if (!timeline.measures.length) return 1;
  const ahead = Math.min(scoreMs + turnAheadMs, Math.max(0, timeline.durationMs - 1));
  const now = timeline.measures[measureIndexAt(timeline, scoreMs)];
  const next = timeline.measures[measureIndexAt(timeline, ahead)];
  // Turn only into the bar right after this one: a long look-ahead must not skip a whole page.
  if (now && next && next.index > now.index + 1)
    return timeline.measures[now.index + 1]?.page ?? now.page;
  return next?.page ?? now?.page ?? 1;
}

/** How early to turn: the last quarter of the bar (about a beat in common time), at most one second. */
export function turnAheadFor(timeline: ScoreTimeline, scoreMs: number): number {
  const measure = timeline.measures[measureIndexAt(timeline, scoreMs)];
  if (!measure) return 0;
  return Math.min(1000, (measure.endMs - measure.startMs) / 4);
}
