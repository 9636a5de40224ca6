import { createContext, useContext } from 'react';

/**
 * What the page around a player asks of it when the piece is one of a sequence (a setlist):
 * start playing as soon as it is ready, from the beginning, and say when the piece has ended.
 */
export interface PlayerSequence {
  startsPlaying: boolean;
  onPieceEnded: () => void;
}

export const PlayerSequenceContext = createContext<PlayerSequence | null>(null);

export function usePlayerSequence(): PlayerSequence | null {
  return useContext(PlayerSequenceContext);
}
