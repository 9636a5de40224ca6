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

/**
 * While the pronunciation guide speaks a line: turns the score to the page where that line is
 * sung and lights its bars and its sung notes with their syllables (again on each newly drawn
 * page, as the sounding notes are).
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
    return () => {
      for (const { element, name } of lit) element.classList.remove(name);
    };
  }, [timeline, span, container, pageVersion]);
}
