import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { Meter } from '../timeline/beats';
import type { ScoreTimeline } from '../timeline/score-timeline';
import type { KeyChange } from './midi-message';
import { tempoReached, type TempoReached } from './tempo-reached';
import { awaitedChordIndex, listWaitChords, type WaitChord } from './wait-chords';
import {
  isSessionFinished,
  moveWaitSession,
  pressKey,
  releaseKey,
  startWaitSession,
  type WaitSession,
} from './wait-session';

/** The class of the notes of a chord at which a wrong key was struck (its latest attempt). */
export const WRONG_CHORD_CLASS = 'is-wrong';

/** What the score's highlight shows while waiting: the awaited chord's notes at a position. */
export interface WaitFollow {
  litNoteIds: (scoreMs: number) => readonly string[];
}

interface SessionState {
  session: WaitSession;
  chords: readonly WaitChord[];
}

export interface WaitModeOptions {
  timeline: ScoreTimeline;
  meter: Meter;
  /** The key picker's semitones: the keys to play are the transposed score's. */
  transpose: number;
  /** The staves the pianist plays; null: every part. */
  staves: ReadonlySet<number> | null;
  /** The player's position (score ms) and how to move it: the awaited chord is kept there. */
  positionMs: () => number;
  seek: (scoreMs: number) => void;
  isPlaying: boolean;
  container: RefObject<HTMLElement | null>;
  /** Changes whenever a new page's SVG is in the container. */
  pageVersion: number;
}

export interface WaitMode {
  chords: readonly WaitChord[];
  /** The session since Start (kept after Stop for its report); null before. */
  session: WaitSession | null;
  /** Started and not stopped. */
  isOn: boolean;
  /** On, and the piece is not playing: keys played count. */
  isWaiting: boolean;
  tempo: TempoReached | null;
  /** For the score's highlight and page turns, while waiting. */
  follow: WaitFollow | null;
  start: () => void;
  stop: () => void;
  onKey: (change: KeyChange, atMs: number) => void;
}

/**
 * Wait mode on the player: the awaited chord is the first of the chosen parts at or after the
 * player's position, so the bar buttons, the arrow keys and a click on a bar move it, and the
 * player's highlight and page turning follow it. A chord played moves the position to the next
 * chord. Wrong keys mark their chord on the score (again on each newly drawn page).
 */
export function useWaitMode(options: WaitModeOptions): WaitMode {
  const { timeline, meter, transpose, staves, positionMs, seek, container, pageVersion } = options;
  const chords = useMemo(
    () => listWaitChords(timeline, { staves, transpose }),
    [timeline, staves, transpose],
  );
  // The session with the chords it waits at (the parts and key it began with).
  const [state, setState] = useState<SessionState | null>(null);
  const [isOn, setOn] = useState(false);
  const isWaiting = isOn && !options.isPlaying && state !== null;
  // Read by key events, which can come several before React renders again.
  const latest = useRef({ state, chords, isWaiting });
  // The player's position the session is at: when the player's differs, the pianist moved.
  const sessionAt = useRef(0);
  useEffect(() => {
    latest.current = { state: latest.current.state, chords, isWaiting };
  }, [chords, isWaiting]);

  const update = useCallback((next: SessionState) => {
    latest.current = { ...latest.current, state: next };
    setState(next);
  }, []);

  /** Follows a move of the player's position, or a change of parts or key (a new session). */
  const sync = useCallback(() => {
    const { state: current, chords: now } = latest.current;
    if (!current) return;
    const position = positionMs();
    if (position === sessionAt.current && current.chords === now) return;
    sessionAt.current = position;
    const index = awaitedChordIndex(now, position);
    update({
      chords: now,
      session:
        current.chords === now ? moveWaitSession(current.session, index) : startWaitSession(index),
    });
  }, [positionMs, update]);

  const start = useCallback(() => {
    const current = latest.current.state;
    // Started again at the end of a session played through: from the top.
    const isAtEnd =
      current !== null &&
      isSessionFinished(current.session, current.chords) &&
      positionMs() === sessionAt.current;
    let index = isAtEnd ? 0 : awaitedChordIndex(chords, positionMs());
    if (index >= chords.length) index = 0;
    const position = chords[index]?.onMs ?? positionMs();
    seek(position);
    sessionAt.current = position;
    update({ chords, session: startWaitSession(index) });
    setOn(true);
  }, [chords, positionMs, seek, update]);

  const stop = useCallback(() => {
    setOn(false);
  }, []);

  const onKey = useCallback(
    (change: KeyChange, atMs: number) => {
      if (!latest.current.isWaiting) return;
      sync();
      const current = latest.current.state;
      if (!current) return;
      const { session, chords: awaited } = current;
      const next = change.isDown
        ? pressKey(session, awaited, { pitch: change.pitch, atMs })
        : releaseKey(session, change.pitch);
      const chord = awaited[next.chordIndex];
      if (next.chordIndex !== session.chordIndex && chord) {
        seek(chord.onMs);
        sessionAt.current = chord.onMs;
      }
      update({ chords: awaited, session: next });
    },
    [seek, sync, update],
  );

  // While waiting, moves of the player's position are followed at once (every frame).
  useEffect(() => {
    if (!isWaiting) return;
    let frame = 0;
    const follow = () => {
      sync();
      frame = requestAnimationFrame(follow);
    };
    follow();
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [isWaiting, sync]);

  const litNoteIds = useCallback((scoreMs: number): readonly string[] => {
    const current = latest.current.state;
    if (!current) return [];
    // Past the last chord the position stays on it, unlit.
    const isAtEnd =
      isSessionFinished(current.session, current.chords) && scoreMs === sessionAt.current;
    if (isAtEnd) return [];
    return current.chords[awaitedChordIndex(current.chords, scoreMs)]?.noteIds ?? [];
  }, []);
  const follow = useMemo(() => (isWaiting ? { litNoteIds } : null), [isWaiting, litNoteIds]);

  // Chords with a wrong key are marked on the page shown.
  useEffect(() => {
    const root = container.current;
    if (!root || !state) return;
    const marked = Object.keys(state.session.wrongKeys).flatMap((index) =>
      (state.chords[Number(index)]?.noteIds ?? []).flatMap((id) => {
        const element = root.querySelector(`[id="${CSS.escape(id)}"]`);
        element?.classList.add(WRONG_CHORD_CLASS);
        return element ? [element] : [];
      }),
    );
    return () => {
      for (const element of marked) element.classList.remove(WRONG_CHORD_CLASS);
    };
  }, [state, container, pageVersion]);

  const tempo = useMemo(
    () =>
      state
        ? tempoReached({ timeline, meter, chords: state.chords, played: state.session.run.played })
        : null,
    [state, timeline, meter],
  );

  return {
    chords: state?.chords ?? chords,
    session: state?.session ?? null,
    isOn,
    isWaiting,
    tempo,
    follow,
    start,
    stop,
    onKey,
  };
}
