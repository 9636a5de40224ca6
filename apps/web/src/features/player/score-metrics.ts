/*
 * The player's marks in the Performance timeline, in a module of their own: the server's
 * pre-rendered first page (its own small chunk) marks them without loading the score engine.
 */

/** Names used in the Performance timeline for the bench (time to first page, per-page render). */
export const SCORE_METRICS = {
  firstPage: 'cadenza:score-first-page',
  pageRender: 'cadenza:score-page-render',
} as const;

let isFirstPageMarked = false;

/**
 * Marks the moment the first score page is drawn (the server's pre-rendered one or the worker's),
 * once per page load, for the bench.
 */
export function markFirstScorePage(): void {
  if (isFirstPageMarked) return;
  isFirstPageMarked = true;
  performance.mark(SCORE_METRICS.firstPage);
}
