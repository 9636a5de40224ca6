import { describe, expect, it } from 'vitest';
import {
  isEveryPartPlaying,
  nameParts,
  partGain,
  stemParts,
  withPartSetting,
  type PartMix,
  type StaffDefinition,
} from './parts';
import { buildTimeline } from './score-timeline';

const pair = (label?: string, symbol = 'brace') => ({
  ...(label === undefined ? {} : { label }),
  symbol,
  staffCount: 2,
});

describe('naming the parts of a score', () => {
  it("calls a braced pair of staves the right and the left hand, and a song's sung staff by its label", () => {
    const definitions: StaffDefinition[] = [
      { staff: 1, label: 'Singstimme', hasLyrics: true },
      { staff: 2, group: { ...pair('Piano'), index: 0 }, hasLyrics: false },
      { staff: 3, group: { ...pair('Piano'), index: 1 }, hasLyrics: false },
    ];
    expect(nameParts(definitions).map((part) => part.name)).toEqual([
      'Singstimme',
      'Right hand',
      'Left hand',
    ]);
  });

  it('falls back on the group\'s label, "Voice" for words, then the staff\'s number; repeats get the number', () => {
    const definitions: StaffDefinition[] = [
      { staff: 1, group: { label: 'Flute', staffCount: 1, index: 0 }, hasLyrics: false },
      { staff: 2, hasLyrics: true },
      { staff: 3, hasLyrics: false },
      { staff: 4, label: 'Violin', hasLyrics: false },
      { staff: 5, label: 'Violin', hasLyrics: false },
      // A bracketed pair that is no keyboard's is not two hands.
      {
        staff: 6,
        label: 'Oboe',
        group: { ...pair(undefined, 'bracket'), index: 0 },
        hasLyrics: false,
      },
      {
        staff: 7,
        label: 'Horn',
        group: { ...pair(undefined, 'bracket'), index: 1 },
        hasLyrics: false,
      },
    ];
    expect(nameParts(definitions).map((part) => part.name)).toEqual([
      'Flute',
      'Voice',
      'Staff 3',
      'Violin (staff 4)',
      'Violin (staff 5)',
      'Oboe',
      'Horn',
    ]);
  });

  it("puts the instrument's name before the hands when a score has two keyboards", () => {
    const definitions: StaffDefinition[] = [
      { staff: 1, group: { ...pair('Piano I'), index: 0 }, hasLyrics: false },
      { staff: 2, group: { ...pair('Piano I'), index: 1 }, hasLyrics: false },
      { staff: 3, group: { ...pair('Piano II'), index: 0 }, hasLyrics: false },
      { staff: 4, group: { ...pair('Piano II'), index: 1 }, hasLyrics: false },
    ];
    expect(nameParts(definitions).map((part) => part.name)).toEqual([
      'Piano I right hand',
      'Piano I left hand',
      'Piano II right hand',
      'Piano II left hand',
    ]);
  });
});

describe('which notes sound in a mix', () => {
  const RIGHT = 1;
  const LEFT = 2;
  const VOICE = 3;
  const gains = (mix: PartMix) => [RIGHT, LEFT, VOICE].map((staff) => partGain(mix, staff));

  it('plays every part fully when nothing is set', () => {
    expect(gains({})).toEqual([1, 1, 1]);
    expect(isEveryPartPlaying({})).toBe(true);
  });

  it('silences a muted part and plays the others at their volume', () => {
    const mix = withPartSetting(withPartSetting({}, RIGHT, { isMuted: true }), VOICE, {
      volume: 0.4,
    });
    expect(gains(mix)).toEqual([0, 1, 0.4]);
    expect(isEveryPartPlaying(mix)).toBe(false);
  });

  it('plays only the soloed parts ("play the left hand for me"), a soloed part even when muted', () => {
    const leftAlone = withPartSetting({}, LEFT, { isSolo: true });
    expect(gains(leftAlone)).toEqual([0, 1, 0]);
    const two = withPartSetting(withPartSetting(leftAlone, VOICE, { isSolo: true }), LEFT, {
      isMuted: true,
      volume: 0.5,
    });
    expect(gains(two)).toEqual([0, 0.5, 1]);
  });

  it('keeps volumes within 0 to 1, and a part turned down to 0 is silent', () => {
    expect(gains(withPartSetting({}, RIGHT, { volume: 0 }))).toEqual([0, 1, 1]);
    expect(partGain(withPartSetting({}, RIGHT, { volume: 3 }), RIGHT)).toBe(1);
  });

  it('counts a part set back as it was as playing', () => {
    const mix = withPartSetting(withPartSetting({}, RIGHT, { isMuted: true }), RIGHT, {
      isMuted: false,
    });
    expect(isEveryPartPlaying(mix)).toBe(true);
  });
});

describe('the parts of a timeline', () => {
  it("lists the staves that have notes in the score's order, each note with its staff", () => {
    const timeline = buildTimeline({
      timemap: [
        { tstamp: 0, qstamp: 0, on: ['low', 'high'], measureOn: 'm1' },
        { tstamp: 500, qstamp: 1, off: ['low', 'high'], on: ['stray'] },
        { tstamp: 1000, qstamp: 2, off: ['stray'] },
      ],
      pitches: { low: 48, high: 72, stray: 60 },
      measurePages: { m1: 1 },
      staves: { low: 3, high: 2, stray: 5 },
      staffDefinitions: [
        { staff: 1, label: 'Voice', hasLyrics: true },
        { staff: 2, group: { ...pair('Piano'), index: 0 }, hasLyrics: false },
        { staff: 3, group: { ...pair('Piano'), index: 1 }, hasLyrics: false },
      ],
    });
    // The voice rests throughout: no control for it. Staff 5 is in no definition.
    expect(timeline.parts).toEqual([
      { staff: 2, name: 'Right hand' },
      { staff: 3, name: 'Left hand' },
      { staff: 5, name: 'Staff 5' },
    ]);
    expect(timeline.notes.map((note) => [note.id, note.staff])).toEqual([
      ['low', 3],
      ['high', 2],
      ['stray', 5],
    ]);
  });
});

describe("the parts of a recording's stems", () => {
  it('names a stem of one staff as the score names it, and a stem of several the accompaniment', () => {
    const song = [
      { staff: 1, name: 'Voice' },
      { staff: 2, name: 'Right hand' },
      { staff: 3, name: 'Left hand' },
    ];
    expect(stemParts(song, [{ staves: [1] }, { staves: [2, 3] }])).toEqual([
      { staff: 1, name: 'Voice' },
      { staff: 2, name: 'Accompaniment' },
    ]);
    expect(stemParts(song.slice(1), [{ staves: [2] }, { staves: [3] }])).toEqual([
      { staff: 2, name: 'Right hand' },
      { staff: 3, name: 'Left hand' },
    ]);
  });
});
