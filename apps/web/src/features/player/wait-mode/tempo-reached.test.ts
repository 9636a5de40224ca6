import { describe, expect, it } from 'vitest';
import { tempoReached } from './tempo-reached';
import { listWaitChords } from './wait-chords';
import { twoHandTimeline } from './wait-fixture';

const timeline = twoHandTimeline();
const chords = listWaitChords(timeline, { staves: null, transpose: 0 });
const fourFour = { count: 4, unit: 4 };

describe('the tempo reached in wait mode', () => {
  it('is none until two chords in a row are played', () => {
    expect(tempoReached({ timeline, meter: fourFour, chords, played: [] })).toBeNull();
    expect(
      tempoReached({ timeline, meter: fourFour, chords, played: [{ chordIndex: 0, atMs: 10 }] }),
    ).toBeNull();
  });

  it('is the score’s beats over the time the pianist took, beside the score’s own tempo', () => {
    // Bar 1's four crotchets and bar 2's first beat (4 beats) in 4 seconds: 60 a minute.
    const played = [0, 1, 2, 3, 4].map((chordIndex) => ({
      chordIndex,
      atMs: 5000 + chordIndex * 1000,
    }));
    const tempo = tempoReached({ timeline, meter: fourFour, chords, played });
    expect(tempo).toEqual({
      beats: 4,
      seconds: 4,
      beatsPerMinute: 60,
      scoreBeatsPerMinute: 120,
      percent: 50,
    });
  });

  it('counts beats as the meter does: minims in 2/2, dotted crotchets in 6/8', () => {
    const played = [
      { chordIndex: 4, atMs: 0 },
      { chordIndex: 5, atMs: 1500 },
    ];
    // Bar 2's chord to its third beat: two crotchets, one minim, two thirds of a dotted crotchet.
    expect(tempoReached({ timeline, meter: fourFour, chords, played })?.beatsPerMinute).toBe(80);
    expect(
      tempoReached({ timeline, meter: { count: 2, unit: 2 }, chords, played })?.beatsPerMinute,
    ).toBe(40);
    const sixEight = tempoReached({ timeline, meter: { count: 6, unit: 8 }, chords, played });
    expect(sixEight?.beats).toBeCloseTo(4 / 3);
    expect(sixEight?.percent).toBeCloseTo((100 * 1000) / 1500);
  });

  it('leaves out the gap where the pianist moved elsewhere (chords not one after the other)', () => {
    const played = [
      { chordIndex: 0, atMs: 0 },
      { chordIndex: 1, atMs: 1000 },
      { chordIndex: 4, atMs: 60_000 },
      { chordIndex: 5, atMs: 62_000 },
    ];
    const tempo = tempoReached({ timeline, meter: fourFour, chords, played });
    expect(tempo?.beats).toBe(3);
    expect(tempo?.seconds).toBe(3);
    expect(tempo?.beatsPerMinute).toBe(60);
  });
});
