import { createContext, type ReactNode } from 'react';
import type { ScoreBar } from './components/bar-lines';

/** What the sync editor gives the score drawn above its waveform. */
export interface SyncScoreProps {
  productId: string;
  /** Where the score is now, in quarter notes from its start; read every frame while playing. */
  quartersNow: () => number;
  /** Playing: the notes sounding are lit and the pages turn; at rest the page of `quartersNow`. */
  isPlaying: boolean;
  /** The score's bars as the player numbers them once it is laid out; null when it cannot be. */
  onBars: (bars: readonly ScoreBar[] | null) => void;
  /** A bar clicked in the score: where it starts, in quarter notes. */
  onBarClick: (quarters: number) => void;
}

/**
 * The score above the sync editor's waveform. The player's own rendering draws it, so the
 * route composes it in (features do not import each other); without it the editor shows the
 * waveform alone, with a marker at every point of the map.
 */
export const SyncScoreSlot = createContext<((props: SyncScoreProps) => ReactNode) | null>(null);
