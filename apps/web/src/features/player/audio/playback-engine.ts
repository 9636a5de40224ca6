import type { Beat } from '../timeline/beats';
import type { PartMix } from '../timeline/parts';

export interface LoopRange {
  startMs: number;
  endMs: number;
}

export interface PlayOptions {
  /** Clicks before the first note: `count` beats of `beatMs` score time. */
  countIn?: { beatMs: number; count: number };
}

/** What the player drives: the synthesised piano or the recording. Positions are in score time. */
export interface PlaybackEngine {
  readonly kind: 'synth' | 'recording';
  prepare(): Promise<void>;
  play(fromScoreMs: number, options?: PlayOptions): Promise<void>;
  pause(): void;
  isPlaying(): boolean;
  /** The score time being heard now. */
  positionMs(): number;
  setTempo(rate: number): void;
  setTranspose(semitones: number): void;
  setLoop(loop: LoopRange | null): void;
  /**
   * Where playing ends as if the piece ended there (`onEnded` is called), or null for the
   * piece's end: the loop trainer plays its bars once a pass.
   */
  setEndAt(scoreMs: number | null): void;
  /** The beats to click while playing, or null for no metronome. */
  setMetronome(beats: readonly Beat[] | null): void;
  /**
   * How each part is heard (mute, solo, volume), by the part's staff; applied at once, to the
   * notes sounding too. A recording without stems has one part and ignores it.
   */
  setMix(mix: PartMix): void;
  /** Called once when playback reaches the end of the piece, or its end set (not when paused). */
  onEnded(listener: () => void): void;
  dispose(): void;
}
