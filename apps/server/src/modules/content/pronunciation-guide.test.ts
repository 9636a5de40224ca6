import { pronunciationSchema, type Translation } from '@cadenza/domain';
import { describe, expect, it } from 'vitest';
import { guideTimingsOf, packagePronunciation } from './pronunciation-guide.js';

const translation: Translation = {
  language: 'German',
  lines: [
    {
      original: 'Sah ein Knab’ ein Röslein stehn,',
      translation: 'A boy saw a little rose standing,',
    },
    {
      original: 'lief er schnell, es nah zu sehn,',
      translation: 'he ran quickly to see it close,',
    },
  ],
};

const lines = [
  {
    text: 'Sah ein Knab’ ein Röslein stehn,',
    startMs: 0,
    endMs: 1840,
    sung: { startQ: 0, endQ: 7 },
  },
  { text: 'lief er schnell, es nah zu sehn,', startMs: 2540, endMs: 4310, sung: null },
];

describe('a pronunciation guide in the full package', () => {
  it('gives each line of the translation its place in the guide and in the score', () => {
    const pronunciation = packagePronunciation(
      { durationMs: 4310, syncMap: { lines } },
      translation,
    );
    expect(pronunciation).toEqual({ durationMs: 4310, lines });
    expect(pronunciationSchema.parse(pronunciation)).toEqual(pronunciation);
  });

  it('plays a guide made from another reading of the text as one clip, never beside the wrong line', () => {
    const other = [{ ...lines[0], text: 'Sah ein Knab ein Röslein stehn' }, lines[1]];
    expect(
      packagePronunciation({ durationMs: 4310, syncMap: { lines: other } }, translation),
    ).toEqual({ durationMs: 4310, lines: [] });
    expect(
      packagePronunciation({ durationMs: 4310, syncMap: { lines: lines.slice(0, 1) } }, translation)
        ?.lines,
    ).toEqual([]);
  });

  it('plays a guide recorded as one clip (no timings kept) as a whole', () => {
    expect(packagePronunciation({ durationMs: 4310, syncMap: null }, translation)).toEqual({
      durationMs: 4310,
      lines: [],
    });
    expect(guideTimingsOf({ syncMap: null })).toBeUndefined();
    // A recording's sync map is not a guide's timings.
    expect(guideTimingsOf({ syncMap: { points: [[0, 0]] } })).toBeUndefined();
  });

  it('offers nothing until the guide is made', () => {
    expect(packagePronunciation(undefined, translation)).toBeNull();
  });
});
