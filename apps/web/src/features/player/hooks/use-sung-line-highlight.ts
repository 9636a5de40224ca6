import type { PronunciationLine } from '@cadenza/domain';
import { useEffect, useRef, type RefObject } from 'react';
import {
  lastIndexAtOrBefore,
  measureIndexAt,
  msAtQuarters,
  type ScoreTimeline,
} from '../timeline/score-timeline';

/** The class of the sung notes (and their syllables) of the line the guide is speaking. */
export const SUNG_LINE_CLASS = 'is-sung-line';
/** The class of the bars that line is sung in. */
export const SUNG_BAR_CLASS = 'is-sung-bar';

type Span = NonNullable<PronunciationLine['sung']>;

/** Score times of a line's span: from its first syllable's onset to its last syllable's end. */
function spanMs(timeline: ScoreTimeline, span: Span) {
  return { from: msAtQuarters(timeline, span.startQ), to: msAtQuarters(timeline, span.endQ) };
}

/**
 * The ids of what to light for a line sung from `from` to `to` (score ms): the bars it touches
 * and the notes that begin in it (of which only those carrying a syllable are lit).
 */
export function sungLineIds(
  timeline: ScoreTimeline,
  span: Span,
): { measureIds: string[]; noteIds: string[] } {
  const { from, to } = spanMs(timeline, span);
  // Timeline times and the span's come from the same timemap: half a millisecond is rounding.
  const measureIds = timeline.measures
    .filter((measure) => measure.endMs > from + 0.5 && measure.startMs < to - 0.5)
    .map((measure) => measure.id);
  const noteIds: string[] = [];
  const last = lastIndexAtOrBefore(timeline.notes, to - 0.5, (note) => note.onMs);
  for (let index = last; index >= 0; index -= 1) {
    const note = timeline.notes[index];
    if (!note || note.onMs < from - 0.5) break;
    noteIds.push(note.id);
  }
  return { measureIds, noteIds: noteIds.reverse() };
}

/** The part of a box (in window coordinates) that matters for scrolling: its top and bottom. */
interface VerticalBox {
  top: number;
  bottom: number;
}

/**
 * Where to scroll the window (its new `scrollY`) so that a line's bars, at `box` in the window,
 * are in view; null when they already are. Centred when they fit, else their top a quarter of
 * the way down (below the transport bar kept at the top).
 */
export function scrollTopToShow(
  box: VerticalBox,
  view: { scrollY: number; height: number },
): number | null {
  if (box.top >= 0 && box.bottom <= view.height) return null;
  const height = box.bottom - box.top;
  const offset = height <= view.height ? (view.height - height) / 2 : view.height / 4;
  return Math.max(0, Math.round(view.scrollY + box.top - offset));
}

/** Brings the lit bars into view if they are off screen: smoothly, unless motion is reduced. */
function scrollIntoViewIfNeeded(bars: readonly Element[]): void {
  const boxes = bars.map((bar) => bar.getBoundingClientRect());
  if (boxes.length === 0) return;
  const box = {
    top: Math.min(...boxes.map((one) => one.top)),
    bottom: Math.max(...boxes.map((one) => one.bottom)),
  };
  const top = scrollTopToShow(box, { scrollY: window.scrollY, height: window.innerHeight });
  if (top === null) return;
  const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: isReduced ? 'instant' : 'smooth' });
}

/**
 * While the pronunciation guide speaks a line: turns the score to the page where that line is
 * sung, lights its bars and its sung notes with their syllables (again on each newly drawn
 * page, as the sounding notes are), and scrolls the window to them once if they are off screen
 * (the line's button is in the panel under the score).
 */
export function useSungLineHighlight(options: {
  timeline: ScoreTimeline;
  /** Where the score sings the line being spoken; null when none is, or its place is unknown. */
  span: Span | null;
  container: RefObject<HTMLElement | null>;
  /** Changes whenever a new page's SVG is in the container. */
  pageVersion: number;
  onPage: (page: number) => void;
}): void {
  const { timeline, span, container, pageVersion } = options;
  const onPageRef = useRef(options.onPage);
  // The line whose bars have been brought into view (once per line spoken).
  const shownSpan = useRef<Span | null>(null);
  useEffect(() => {
    onPageRef.current = options.onPage;
  }, [options.onPage]);

  useEffect(() => {
    if (!span) return;
    const measure = timeline.measures[measureIndexAt(timeline, spanMs(timeline, span).from)];
    if (measure) onPageRef.current(measure.page);
  }, [timeline, span]);

  useEffect(() => {
    const root = container.current;
    if (!span) shownSpan.current = null;
    if (!span || !root) return;
    const { measureIds, noteIds } = sungLineIds(timeline, span);
    const find = (id: string) => root.querySelector(`[id="${CSS.escape(id)}"]`);
    const lit = [
      ...measureIds.flatMap((id) => {
        const element = find(id);
        element?.classList.add(SUNG_BAR_CLASS);
        return element ? [{ element, name: SUNG_BAR_CLASS }] : [];
      }),
      ...noteIds.flatMap((id) => {
        const element = find(id);
        if (!element?.querySelector('.syl')) return [];
        element.classList.add(SUNG_LINE_CLASS);
        return [{ element, name: SUNG_LINE_CLASS }];
      }),
    ];
    const bars = lit.filter(({ name }) => name === SUNG_BAR_CLASS).map(({ element }) => element);
    if (shownSpan.current !== span && bars.length > 0) {
      shownSpan.current = span;
      scrollIntoViewIfNeeded(bars);
    }
    return () => {
      for (const { element, name } of lit) element.classList.remove(name);
    };
  }, [timeline, span, container, pageVersion]);
}
