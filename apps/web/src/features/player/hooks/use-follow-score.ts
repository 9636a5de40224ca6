import { useEffect, useRef, useState, type RefObject } from 'react';
import { pageToShow, turnAheadFor } from '../timeline/page-turn';
import { measureIndexAt, soundingNoteIds, type ScoreTimeline } from '../timeline/score-timeline';

export const PLAYING_CLASS = 'is-sounding';

/**
 * Every animation frame while playing: highlights the notes sounding now in the shown page,
 * reports the bar, and turns the page when the music is about to reach the next one. Wait mode
 * drives it too (`isPlaying` while it waits), lighting the awaited chord (`litNoteIds`) and
 * turning only once that chord is on the next page (`turnsEarly` false).
 */
export function useFollowScore(options: {
  timeline: ScoreTimeline;
  positionMs: () => number;
  isPlaying: boolean;
  container: RefObject<HTMLElement | null>;
  /** Changes whenever a new page's SVG is in the container. */
  pageVersion: number;
  onPage: (page: number) => void;
  /** The notes to light at a position; the notes sounding there by default. */
  litNoteIds?: ((scoreMs: number) => readonly string[]) | undefined;
  /** Turn a little before the next page's first bar (by default), or only on reaching it. */
  turnsEarly?: boolean | undefined;
}): { measureIndex: number } {
  const { timeline, positionMs, isPlaying, container, pageVersion, onPage } = options;
  const { litNoteIds, turnsEarly = true } = options;
  const [measureIndex, setMeasureIndex] = useState(0);
  const lit = useRef<Element[]>([]);
  const litKey = useRef('');
  const onPageRef = useRef(onPage);
  useEffect(() => {
    onPageRef.current = onPage;
  }, [onPage]);

  useEffect(() => {
    let frame = 0;
    litKey.current = '';
    const follow = () => {
      const position = positionMs();
      const ids = litNoteIds ? litNoteIds(position) : soundingNoteIds(timeline, position);
      const key = ids.join(' ');
      const root = container.current;
      if (key !== litKey.current && root) {
        for (const element of lit.current) element.classList.remove(PLAYING_CLASS);
        lit.current = ids.flatMap((id) => {
          const element = root.querySelector(`[id="${CSS.escape(id)}"]`);
          element?.classList.add(PLAYING_CLASS);
          return element ? [element] : [];
        });
        litKey.current = key;
      }
      setMeasureIndex(measureIndexAt(timeline, position));
      if (isPlaying) {
        const turnAheadMs = turnsEarly ? turnAheadFor(timeline, position) : 0;
        onPageRef.current(pageToShow(timeline, position, turnAheadMs));
        frame = requestAnimationFrame(follow);
      }
    };
    follow();
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [timeline, positionMs, isPlaying, container, pageVersion, litNoteIds, turnsEarly]);

  return { measureIndex };
}
