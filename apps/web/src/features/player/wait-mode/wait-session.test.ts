import { describe, expect, it } from 'vitest';
import { listWaitChords } from './wait-chords';
import { twoHandTimeline } from './wait-fixture';
import {
  isSessionFinished,
  moveWaitSession,
  pressKey,
  releaseKey,
  startWaitSession,
  type WaitSession,
} from './wait-session';

const chords = listWaitChords(twoHandTimeline(), { staves: null, transpose: 0 });

/** Keys struck (positive) and let go (negative pitches) in order, a second apart. */
function play(session: WaitSession, keys: number[], fromMs = 0): WaitSession {
  return keys.reduce(
    (current, key, index) =>
      key > 0
        ? pressKey(current, chords, { pitch: key, atMs: fromMs + index * 1000 })
        : releaseKey(current, -key),
    session,
  );
}

describe('waiting at each chord', () => {
  it('moves on only when every key of the chord has been struck, in any order', () => {
    let session = startWaitSession(0);
    session = play(session, [60]);
    expect(session.chordIndex).toBe(0);
    expect(session.struck).toEqual([60]);
    session = play(session, [48], 1000);
    expect(session.chordIndex).toBe(1);
    expect(session.struck).toEqual([]);
    expect(session.run.played).toEqual([{ chordIndex: 0, atMs: 1000 }]);
  });

  it('counts a key struck and let go before the rest (a rolled chord, found key by key)', () => {
    const session = play(startWaitSession(4), [48, -48, 60, -60, 64, -64, 67]);
    expect(session.chordIndex).toBe(5);
    expect(session.held).toEqual([67]);
  });

  it('does not count a key still held from the chord before: a repeated note is struck again', () => {
    // Bar 2's chord, then its G4 again (with the left hand's G2).
    let session = play(startWaitSession(4), [48, 60, 64, 67]);
    expect(session.chordIndex).toBe(5);
    session = play(session, [43]);
    expect(session.held).toContain(67);
    expect(session.chordIndex).toBe(5);
    expect(session.struck).toEqual([43]);
    // Letting go of it plays nothing; striking it again does.
    session = releaseKey(session, 67);
    expect(session.chordIndex).toBe(5);
    expect(session.held).not.toContain(67);
    session = play(session, [67]);
    expect(isSessionFinished(session, chords)).toBe(true);
  });

  it('ignores keys let go and keys repeated within the chord', () => {
    let session = play(startWaitSession(0), [60, -60, 60]);
    expect(session.struck).toEqual([60]);
    expect(session.chordIndex).toBe(0);
    session = releaseKey(session, 72);
    expect(session.chordIndex).toBe(0);
    expect(session.run.wrongCount).toBe(0);
  });

  it('marks a wrong key on the awaited chord, counts it, and keeps the mark after the chord is played', () => {
    let session = play(startWaitSession(1), [65]);
    expect(session.chordIndex).toBe(1);
    expect(session.lastWrong).toEqual({ chordIndex: 1, pitch: 65 });
    expect(session.wrongKeys).toEqual({ 1: [65] });
    session = play(session, [-65, 65, 62]);
    expect(session.wrongKeys).toEqual({ 1: [65, 62] });
    expect(session.run.wrongCount).toBe(3);
    session = play(session, [64]);
    expect(session.chordIndex).toBe(2);
    expect(session.lastWrong).toBeNull();
    expect(session.wrongKeys).toEqual({ 1: [65, 62] });
  });

  it('clears a chord’s marks when it is tried again, and a move starts a new run', () => {
    let session = play(startWaitSession(1), [65, 64, 67]);
    expect(session.run.played).toHaveLength(2);
    session = moveWaitSession(session, 1);
    expect(session.chordIndex).toBe(1);
    expect(session.wrongKeys).toEqual({});
    expect(session.run).toEqual({ played: [], wrongCount: 0 });
  });

  it('finishes after the last chord, and keys struck after it change nothing but the keys down', () => {
    let session = play(startWaitSession(5), [43, 67]);
    expect(isSessionFinished(session, chords)).toBe(true);
    const finished = session;
    session = play(session, [50]);
    expect(session.run).toBe(finished.run);
    expect(session.wrongKeys).toBe(finished.wrongKeys);
    expect(session.held).toEqual([43, 67, 50]);
  });
});
