import { useEffect, useRef } from 'react';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The keys `usePlayerKeys` answers, as the shortcuts help lists them. */
export const PLAYER_SHORTCUTS = [
  { keys: 'Space', action: 'Play or pause' },
  { keys: '←', action: 'Previous bar' },
  { keys: '→', action: 'Next bar' },
] as const;

/** Space plays and pauses; the left and right arrows move a bar back or on. */
export function usePlayerKeys(actions: {
  toggle: () => void;
  moveBar: (step: -1 | 1) => void;
}): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  }, [actions]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key === ' ') {
        event.preventDefault();
        latest.current.toggle();
      } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        event.preventDefault();
        latest.current.moveBar(event.key === 'ArrowRight' ? 1 : -1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, []);
}
