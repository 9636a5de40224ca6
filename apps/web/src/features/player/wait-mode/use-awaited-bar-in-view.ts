import { useEffect, type RefObject } from 'react';
import { scrollTopToShow } from '../hooks/use-sung-line-highlight';
import type { ScoreTimeline } from '../timeline/score-timeline';
import type { WaitChord } from './wait-chords';

/**
 * While waiting, brings the awaited chord's bar into the window when it is off screen (the
 * pianist's hands are on the keyboard): when the awaited bar changes and when a page is drawn;
 * smoothly, unless reduced motion is preferred.
 */
export function useAwaitedBarInView(options: {
  timeline: ScoreTimeline;
  chord: WaitChord | undefined;
  isWaiting: boolean;
  container: RefObject<HTMLElement | null>;
  pageVersion: number;
}): void {
  const { timeline, chord, isWaiting, container, pageVersion } = options;
  const barId = chord ? timeline.measures[chord.measureIndex]?.id : undefined;
  useEffect(() => {
    if (!isWaiting || barId === undefined) return;
    const bar = container.current?.querySelector(`[id="${CSS.escape(barId)}"]`);
    if (!bar) return;
    const top = scrollTopToShow(bar.getBoundingClientRect(), {
      scrollY: window.scrollY,
      height: window.innerHeight,
    });
    if (top === null) return;
    const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top, behavior: isReduced ? 'instant' : 'smooth' });
  }, [isWaiting, barId, container, pageVersion]);
}
