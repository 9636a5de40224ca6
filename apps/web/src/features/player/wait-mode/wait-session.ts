import type { WaitChord } from './wait-chords';

/** A chord played: when its last missing key was struck (the keyboard's clock, ms). */
export interface PlayedChord {
  chordIndex: number;
  atMs: number;
}

/** A key struck that the awaited chord does not have. */
export interface WrongKey {
  chordIndex: number;
  pitch: number;
}

/**
 * Wait mode's state, changed only by the functions below (each returns a new session):
 * which chord is awaited, the keys down, what was played and what was wrong.
 */
export interface WaitSession {
  /** The chord awaited; the number of chords once the last is played. */
  chordIndex: number;
  /** The awaited chord's keys struck since it became the awaited one. */
  struck: readonly number[];
  /** The keys down now, in the order they were struck. */
  held: readonly number[];
  /** The wrong keys of each chord's latest attempt, by chord index: what the score marks. */
  wrongKeys: Readonly<Record<number, readonly number[]>>;
  /** The latest wrong key, until the chord is played or another attempt begins. */
  lastWrong: WrongKey | null;
  /** Since the start or the last move: the chords played in a row, and the wrong keys struck. */
  run: { played: readonly PlayedChord[]; wrongCount: number };
}

function withoutChord(
  wrongKeys: WaitSession['wrongKeys'],
  chordIndex: number,
): WaitSession['wrongKeys'] {
  if (!(chordIndex in wrongKeys)) return wrongKeys;
  return Object.fromEntries(
    Object.entries(wrongKeys).filter(([index]) => Number(index) !== chordIndex),
  );
}

/** Waiting at a chord afresh: its marks from an earlier attempt are cleared. */
function awaiting(session: WaitSession, chordIndex: number): WaitSession {
  return {
    ...session,
    chordIndex,
    struck: [],
    lastWrong: null,
    wrongKeys: withoutChord(session.wrongKeys, chordIndex),
  };
}

/** A session waiting at a chord, nothing played yet. */
export function startWaitSession(chordIndex: number): WaitSession {
  return awaiting(
    {
      chordIndex,
      struck: [],
      held: [],
      wrongKeys: {},
      lastWrong: null,
      run: { played: [], wrongCount: 0 },
    },
    chordIndex,
  );
}

/**
 * The pianist moved to another place (a bar chosen, the parts or key changed): wait there, and
 * start a new run, so the tempo reached is never measured across the jump. The keys down stay
 * down; the marks of chords not played again stay.
 */
export function moveWaitSession(session: WaitSession, chordIndex: number): WaitSession {
  return { ...awaiting(session, chordIndex), run: { played: [], wrongCount: 0 } };
}

/** The last chord has been played. */
export function isSessionFinished(session: WaitSession, chords: readonly WaitChord[]): boolean {
  return session.chordIndex >= chords.length;
}

/**
 * A key struck. One the awaited chord has counts for it (struck and released, or still down:
 * a chord may be rolled or found key by key); when every key of the chord has been struck
 * since it became the awaited one, it is played and the next chord is awaited. Keys still down
 * from before count for nothing: a note repeated in the next chord must be struck again. Any
 * other key is wrong, and marked on the awaited chord.
 */
export function pressKey(
  session: WaitSession,
  chords: readonly WaitChord[],
  key: { pitch: number; atMs: number },
): WaitSession {
  const held = [...session.held.filter((pitch) => pitch !== key.pitch), key.pitch];
  const chord = chords[session.chordIndex];
  if (!chord) return { ...session, held };
  if (!chord.pitches.includes(key.pitch)) {
    const marked = session.wrongKeys[session.chordIndex] ?? [];
    return {
      ...session,
      held,
      lastWrong: { chordIndex: session.chordIndex, pitch: key.pitch },
      wrongKeys: {
        ...session.wrongKeys,
        [session.chordIndex]: marked.includes(key.pitch) ? marked : [...marked, key.pitch],
      },
      run: { ...session.run, wrongCount: session.run.wrongCount + 1 },
    };
  }
  const struck = session.struck.includes(key.pitch)
    ? session.struck
    : [...session.struck, key.pitch];
  if (struck.length < chord.pitches.length) return { ...session, held, struck };
  const played = [...session.run.played, { chordIndex: session.chordIndex, atMs: key.atMs }];
  return awaiting({ ...session, held, run: { ...session.run, played } }, session.chordIndex + 1);
}

/** A key let go: it is no longer down; nothing else changes. */
export function releaseKey(session: WaitSession, pitch: number): WaitSession {
  if (!session.held.includes(pitch)) return session;
  return { ...session, held: session.held.filter((down) => down !== pitch) };
}
