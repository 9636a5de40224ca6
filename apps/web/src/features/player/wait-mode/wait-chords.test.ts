import { describe, expect, it } from 'vitest';
import { awaitedChordIndex, listWaitChords } from './wait-chords';
import { twoHandTimeline } from './wait-fixture';

const timeline = twoHandTimeline();

describe('the chords wait mode stops at', () => {
  it('groups both hands’ notes that start together, a held note not asked for again', () => {
    const chords = listWaitChords(timeline, { staves: null, transpose: 0 });
    expect(chords.map((chord) => [chord.onMs, chord.pitches, chord.measureIndex])).toEqual([
      [0, [48, 60], 0],
      // The left hand's C3 is still held: beats 2 to 4 ask for the right hand alone.
      [500, [64], 0],
      [1000, [67], 0],
      [1500, [72], 0],
      [2000, [48, 60, 64, 67], 1],
      [3000, [43, 67], 1],
    ]);
    expect(chords[4]?.noteIds).toEqual(expect.arrayContaining(['r5a', 'r5b', 'r5c', 'l2']));
    expect(chords[4]?.noteIds).toHaveLength(4);
  });

  it('asks for one hand when only its staff is chosen, by the staff each note is on', () => {
    expect(timeline.parts.map((part) => part.name)).toEqual(['Right hand', 'Left hand']);
    const right = listWaitChords(timeline, { staves: new Set([1]), transpose: 0 });
    expect(right.map((chord) => chord.pitches)).toEqual([
      [60],
      [64],
      [67],
      [72],
      [60, 64, 67],
      [67],
    ]);
    const left = listWaitChords(timeline, { staves: new Set([2]), transpose: 0 });
    expect(left.map((chord) => [chord.onMs, chord.noteIds])).toEqual([
      [0, ['l1']],
      [2000, ['l2']],
      [3000, ['l3']],
    ]);
  });

  it('asks for the keys of the key the score is shown in', () => {
    const down = listWaitChords(timeline, { staves: new Set([2]), transpose: -2 });
    expect(down.map((chord) => chord.pitches)).toEqual([[46], [46], [41]]);
  });

  it('awaits the first chord at or after the player’s position', () => {
    const chords = listWaitChords(timeline, { staves: new Set([2]), transpose: 0 });
    expect(awaitedChordIndex(chords, 0)).toBe(0);
    // Anywhere in bar 1 after its first beat: the left hand's next chord is bar 2's.
    expect(awaitedChordIndex(chords, 1)).toBe(1);
    expect(awaitedChordIndex(chords, 1999)).toBe(1);
    expect(awaitedChordIndex(chords, 2000)).toBe(1);
    expect(awaitedChordIndex(chords, 3000)).toBe(2);
    expect(awaitedChordIndex(chords, 3500)).toBe(3);
  });
});
