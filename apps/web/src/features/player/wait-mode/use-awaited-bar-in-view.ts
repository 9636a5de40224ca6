import { useEffect, type RefObject } from 'react';
import { scrollTopToShow } from '../hooks/use-sung-line-highlight';
import type { ScoreTimeline } from '../timeline/score-timeline';
import type { WaitChord } from './wait-chords';

/** Less room than this under the transport bar: it is not allowed for (a very short window). */
const MIN_VIEW_PX = 120;

/**
 * While waiting, brings the awaited chord's bar into the window when it is off screen or under
 * the transport bar kept at the top (`topInset`: where the score's view begins, in window
 * pixels), since the pianist's hands are on the keyboard: when the awaited bar changes and
 * when a page is drawn; smoothly, unless reduced motion is preferred.
 */
export function useAwaitedBarInView(options: {
  timeline: ScoreTimeline;
  chord: WaitChord | undefined;
  isWaiting: boolean;
  container: RefObject<HTMLElement | null>;
  pageVersion: number;
  topInset: () => number;
}): void {
  const { timeline, chord, isWaiting, container, pageVersion, topInset } = options;
  const barId = chord ? timeline.measures[chord.measureIndex]?.id : undefined;
  useEffect(() => {
    if (!isWaiting || barId === undefined) return;
    const bar = container.current?.querySelector(`[id="${CSS.escape(barId)}"]`);
    if (!bar) return;
    const box = bar.getBoundingClientRect();
    const measured = Math.max(0, topInset());
    const inset = window.innerHeight - measured < MIN_VIEW_PX ? 0 : measured;
    const top = scrollTopToShow(
      { top: box.top - inset, bottom: box.bottom - inset },
      { scrollY: window.scrollY, height: window.innerHeight - inset },
    );
    if (top === null) return;
    const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top, behavior: isReduced ? 'instant' : 'smooth' });
  }, [isWaiting, barId, container, pageVersion, topInset]);
}
