import { useEffect, useRef } from 'react';
import type { PlayerSequence } from '../../../lib/player-sequence';

/** A piece opened as the next of a sequence (a setlist) starts playing once, as soon as it is ready. */
export function useSequenceStart(sequence: PlayerSequence | null, toggle: () => void): void {
  const hasStarted = useRef(false);
  useEffect(() => {
    if (!sequence?.startsPlaying || hasStarted.current) return;
    hasStarted.current = true;
    toggle();
  }, [sequence, toggle]);
}
