import { describe, expect, it } from 'vitest';
import { readWrittenKey } from './written-key';

const scoreWith = (head: string, body = '') =>
  `<mei><music><body><mdiv><score>${head}<section><measure xml:id="m1" n="1">${body}</measure></section></score></mdiv></body></music></mei>`;

describe("reading a score's written key from Verovio's MEI", () => {
  it('reads the first key signature element: sharps, flats and the mode', () => {
    expect(
      readWrittenKey(scoreWith('<scoreDef><keySig xml:id="k1" sig="2s" mode="major"/></scoreDef>')),
    ).toEqual({ fifths: 2, mode: 'major' });
    expect(
      readWrittenKey(scoreWith('<scoreDef><keySig xml:id="k1" sig="3f" mode="minor"/></scoreDef>')),
    ).toEqual({ fifths: -3, mode: 'minor' });
  });

  it("reads a score definition's key attributes", () => {
    expect(
      readWrittenKey(scoreWith('<scoreDef key.sig="1f" key.mode="minor"></scoreDef>')),
    ).toEqual({ fifths: -1, mode: 'minor' });
  });

  it('reads a signature without a mode as major, and none as C major', () => {
    expect(readWrittenKey(scoreWith('<scoreDef><keySig sig="4s"/></scoreDef>'))).toEqual({
      fifths: 4,
      mode: 'major',
    });
    expect(readWrittenKey(scoreWith('<scoreDef></scoreDef>'))).toEqual({
      fifths: 0,
      mode: 'major',
    });
  });

  it('takes the opening key, not a change inside the piece', () => {
    expect(
      readWrittenKey(scoreWith('<scoreDef></scoreDef>', '<keySig sig="3s" mode="major"/>')),
    ).toEqual({ fifths: 0, mode: 'major' });
  });
});
