import { describe, expect, it } from 'vitest';
import { distinctTitle, sourceNumbersOf } from './version-title.js';

describe('sourceNumbersOf', () => {
  it("takes the file's movement number first, then its file's or folder's leading number", () => {
    expect(sourceNumbersOf('Weihnachtslieder,_Op.8/2b_Die_Hirten/lc7008709.mxl', '2b')).toEqual([
      '2b',
    ]);
    // The file's number can be wrong (a header copied from the set's first song): the folder's
    // is the next choice.
    expect(sourceNumbersOf('Poème_d’un_jour,_Op.21/2_Toujours/lc7346468.mxl', '1')).toEqual([
      '1',
      '2',
    ]);
    expect(sourceNumbersOf('set/03/xml_score.musicxml', null)).toEqual(['3']);
    expect(sourceNumbersOf('songs/06a Song.musicxml', ' ')).toEqual(['6a']);
    expect(sourceNumbersOf('songs/morning.musicxml', 'Finale')).toEqual([]);
  });
});

describe('distinctTitle', () => {
  const takenOf = (...titles: string[]) => {
    const taken = new Set(titles.map((title) => title.toLowerCase()));
    return (candidate: string) => taken.has(candidate.toLowerCase());
  };

  it("titles a version by the source's number, the first one not taken", () => {
    expect(distinctTitle('Die Hirten', ['2b'], takenOf('Die Hirten'))).toBe('Die Hirten (No. 2b)');
    expect(distinctTitle('Rencontre', ['1', '2'], takenOf('Rencontre', 'Rencontre (No. 1)'))).toBe(
      'Rencontre (No. 2)',
    );
  });

  it('numbers the versions when the source gives no free number', () => {
    expect(distinctTitle('Morning', [], takenOf('Morning'))).toBe('Morning (version 2)');
    expect(
      distinctTitle('Morning', ['3'], takenOf('Morning', 'Morning (No. 3)', 'Morning (version 2)')),
    ).toBe('Morning (version 3)');
  });
});
