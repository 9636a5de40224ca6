import { describe, expect, it } from 'vitest';
import { chooseSample, evenSample } from './corpus-sample.js';
import { liederSheet, parseTsv, quartetSheet, scoreIdOf } from './corpus-sheet.js';
import { groupReasons, parseImportOutput, reasonKind } from './import-report.js';
import { countNotes } from './visit-piece.js';

// Tables in the OpenScore Lieder layout (data/*.tsv), a few rows of our own.
const tsv = (rows: string[][]) => `${rows.map((row) => row.join('\t')).join('\n')}\n`;
const TABLES = {
  composers: tsv([
    ['id', 'path', 'name', 'gender'],
    ['1', 'Schumann,_Robert', 'Robert Schumann', 'Male'],
    ['2', 'Abbott,_Jane', 'Jane Abbott', 'Female'],
  ]),
  sets: tsv([
    ['id', 'path', 'name', 'scores', 'target', 'link', 'imslp', 'composer_id'],
    ['10', 'Schumann,_Robert/Dichterliebe,_Op.48', 'Dichterliebe, Op.48', '16', '', '', '', '1'],
    ['11', 'Abbott,_Jane/_', 'Other songs by Jane Abbott', '2', '', '', '', '2'],
  ]),
  scores: tsv([
    ['id', 'path', 'name', 'link', 'imslp', 'set_id', 'lyricist_url'],
    [
      '4976777',
      'Schumann,_Robert/Dichterliebe,_Op.48/01_Im_wunderschönen_Monat_Mai',
      'Im wunderschönen Monat Mai',
      'https://musescore.com/openscore-lieder-corpus/scores/4976777',
      '',
      '10',
      '',
    ],
    [
      '6583477',
      'Abbott,_Jane/_/Just_for_Today',
      'Just for Today',
      'https://x/6583477',
      '',
      '11',
      '',
    ],
  ]),
};

describe('the lieder metadata sheet', () => {
  it('reads tab-separated tables by their header, with CRLF lines and short rows', () => {
    expect(parseTsv('id\tname\r\n1\tA\r\n2\r\n')).toEqual([
      { id: '1', name: 'A' },
      { id: '2', name: '' },
    ]);
    expect(parseTsv('')).toEqual([]);
  });

  it('finds the OpenScore id in a file name', () => {
    expect(scoreIdOf('Set/1_Song/lc4976777.mxl')).toBe('4976777');
    expect(scoreIdOf('Wolf,_Hugo/String_Quartet/sq8823783.mxl')).toBe('8823783');
    expect(scoreIdOf('notes.txt')).toBeUndefined();
  });

  it('gives each file its song, composer, set, source and licence, matched by id', () => {
    const files = [
      // The table's folder is '01_…'; the file's is '1_…': the id decides.
      'Schumann,_Robert/Dichterliebe,_Op.48/1_Im_wunderschönen_Monat_Mai/lc4976777.mxl',
      'Abbott,_Jane/_/Just_for_Today/lc6583477.mxl',
    ];
    const sheet = liederSheet(TABLES, files);
    expect(sheet.withScoreRow).toBe(2);
    expect(sheet.rows).toEqual([
      {
        file: files[0],
        title: 'Im wunderschönen Monat Mai',
        composer: 'Robert Schumann',
        volume: 'Dichterliebe, Op.48',
        source: 'https://musescore.com/openscore-lieder-corpus/scores/4976777',
        licence: 'CC0 1.0',
      },
      // 'Other songs by …' is no volume.
      {
        file: files[1],
        title: 'Just for Today',
        composer: 'Jane Abbott',
        source: 'https://x/6583477',
        licence: 'CC0 1.0',
      },
    ]);
  });

  it('gives a file the tables lack what its folders tell, and leaves its title to the importer', () => {
    const sheet = liederSheet(TABLES, [
      'Schumann,_Robert/Dichterliebe,_Op.48/2_Aus_meinen_Tränen/lc999.mxl',
      'Nobody,_Known/Songs/1_Song/lc998.mxl',
    ]);
    expect(sheet.withScoreRow).toBe(0);
    expect(sheet.rows).toEqual([
      {
        file: 'Schumann,_Robert/Dichterliebe,_Op.48/2_Aus_meinen_Tränen/lc999.mxl',
        composer: 'Robert Schumann',
        volume: 'Dichterliebe, Op.48',
        licence: 'CC0 1.0',
      },
      { file: 'Nobody,_Known/Songs/1_Song/lc998.mxl', licence: 'CC0 1.0' },
    ]);
  });

  it('gives the quartets their licence only', () => {
    expect(quartetSheet(['A/B/sq1.mxl'])).toEqual([{ file: 'A/B/sq1.mxl', licence: 'CC0 1.0' }]);
  });
});

describe('the sample of pieces opened', () => {
  it('spreads its picks evenly over the list, in order', () => {
    const items = Array.from({ length: 10 }, (_, index) => index);
    expect(evenSample(items, 2)).toEqual([2, 7]);
    expect(evenSample(items, 5)).toEqual([1, 3, 5, 7, 9]);
    expect(evenSample(items, 20)).toEqual(items);
    expect(evenSample(items, 0)).toEqual([]);
  });

  it('always holds every quartet and fills the rest evenly from the songs', () => {
    const items = [
      ...Array.from({ length: 8 }, (_, index) => `song ${String(index)}`),
      'quartet A',
      'quartet B',
    ];
    const isQuartet = (item: string) => item.startsWith('quartet');
    expect(chooseSample(items, 4, isQuartet)).toEqual([
      'song 2',
      'song 6',
      'quartet A',
      'quartet B',
    ]);
    expect(chooseSample(items, 1, isQuartet)).toEqual(['quartet A', 'quartet B']);
    expect(chooseSample(items, 100, isQuartet)).toEqual(items);
  });
});

describe("the import's report", () => {
  // As apps/server/src/cli/commands/import.ts prints it (describeOutcome, notes, summarise).
  const OUTPUT = [
    'imported  Gounod,_Charles/6_Mélodies/3_Aubade/lc5079378.mxl → 475c5b8c9135 "Aubade" (MusicXML, 2 parts, lyrics)',
    'imported  A/_/Sérénade,_CG_437/lc1.mxl → 2bd51bbcc413 "Sérénade: "Ah!"" (MusicXML, 2 parts)',
    'merged    A/B/lc2.mxl → 475c5b8c9135 "Aubade": same work as "Aubade" already in "6 Mélodies"',
    'refused   A/B/lc3.mxl: no title: the file names none and no metadata row gives one',
    "refused   A/C/lc4.mxl: metadata: the row for 'lc4.mxl' could be any of 2 files",
    "refused   A/D/lc5.mxl: metadata: the row for 'lc5.mxl' could be any of 3 files",
    "note      metadata row 'x.mxl' names no file of the import",
    'a warning the CLI printed',
    '2 imported, 1 merged, 3 refused',
    '',
  ].join('\n');

  it("reads each file's outcome, the notes, the counts and anything else", () => {
    const parsed = parseImportOutput(OUTPUT);
    expect(parsed.lines).toEqual([
      {
        status: 'imported',
        file: 'Gounod,_Charles/6_Mélodies/3_Aubade/lc5079378.mxl',
        productId: '475c5b8c9135',
        title: 'Aubade',
        details: 'MusicXML, 2 parts, lyrics',
      },
      {
        status: 'imported',
        file: 'A/_/Sérénade,_CG_437/lc1.mxl',
        productId: '2bd51bbcc413',
        title: 'Sérénade: "Ah!"',
        details: 'MusicXML, 2 parts',
      },
      {
        status: 'merged',
        file: 'A/B/lc2.mxl',
        productId: '475c5b8c9135',
        title: 'Aubade',
        reason: 'same work as "Aubade" already in "6 Mélodies"',
      },
      {
        status: 'refused',
        file: 'A/B/lc3.mxl',
        reason: 'no title: the file names none and no metadata row gives one',
      },
      {
        status: 'refused',
        file: 'A/C/lc4.mxl',
        reason: "metadata: the row for 'lc4.mxl' could be any of 2 files",
      },
      {
        status: 'refused',
        file: 'A/D/lc5.mxl',
        reason: "metadata: the row for 'lc5.mxl' could be any of 3 files",
      },
    ]);
    expect(parsed.notes).toEqual(["metadata row 'x.mxl' names no file of the import"]);
    expect(parsed.summary).toEqual({ imported: 2, merged: 1, refused: 3 });
    expect(parsed.other).toEqual(['a warning the CLI printed']);
  });

  it('groups refusals of one kind, names and numbers aside, most frequent first', () => {
    const refused = parseImportOutput(OUTPUT).lines.flatMap((line) =>
      line.status === 'refused' ? [line] : [],
    );
    expect(reasonKind('same work as "Aubade" already in "6 Mélodies"')).toBe(
      'same work as "…" already in "…"',
    );
    expect(reasonKind('same content as Op._6/1_Liebe,_Schwalbe/lc30893834.mxl')).toBe(
      'same content as <file>',
    );
    expect(groupReasons(refused)).toEqual([
      {
        kind: "metadata: the row for '…' could be any of N files",
        count: 2,
        example: {
          file: 'A/C/lc4.mxl',
          reason: "metadata: the row for 'lc4.mxl' could be any of 2 files",
        },
      },
      {
        kind: 'no title: the file names none and no metadata row gives one',
        count: 1,
        example: {
          file: 'A/B/lc3.mxl',
          reason: 'no title: the file names none and no metadata row gives one',
        },
      },
    ]);
  });
});

describe('notes counted in a package', () => {
  it("counts MusicXML's pitched notes (not rests) and MEI's notes", () => {
    expect(countNotes('musicxml', '<note><pitch>C</pitch></note><note><rest/></note>')).toBe(1);
    expect(countNotes('mei', '<note pname="c"/><note/><rest/><notes/>')).toBe(2);
  });
});
