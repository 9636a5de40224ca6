import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productSchema } from '@cadenza/domain';
import { createFakeScoreLibrary, renderWithVerovio } from '@cadenza/music/testing';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ImportOutcome,
  ImportReport,
} from '../../src/modules/catalogue/import/import-scores.js';
import { createScoreLoader } from '../../src/modules/catalogue/load-score.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import {
  abcTune,
  abcWithoutNotes,
  humdrumMelody,
  musicXml,
} from './import-fixtures/score-files.js';
import { recordMediaAsMade } from './seeded-catalogue.js';

/** Writes files (text as UTF-8, or bytes as they are) into a new folder named `name`. */
async function folderWith(
  root: string,
  name: string,
  files: Record<string, string | Uint8Array>,
): Promise<string> {
  const folder = path.join(root, name);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await writeFile(path.join(folder, file), content);
  }
  return folder;
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');

const songbook = {
  'set/01/xml_score.musicxml': musicXml({
    work: 'Six Songs, Op. 1',
    movement: 'Morning',
    composer: 'Beethoven, Ludwig van',
    notes: 'CDEF',
  }),
  'set/02/xml_score.musicxml': musicXml({
    work: 'Six Songs, Op. 1',
    movement: 'Evening',
    composer: 'L. v. Beethoven (1770-1827)',
    notes: 'EDCD',
  }),
  // Another version of the first song in the same set (as Cornelius' 'Die Hirten' 2a and 2b):
  // a piece of its own, titled with the number the file gives it.
  'set/03/xml_score.musicxml': musicXml({
    work: 'Six Songs, Op 1',
    movement: 'Morning',
    movementNumber: '1b',
    composer: 'Ludwig van Beethoven',
    notes: 'CDEG',
  }),
  'zcopy/morning.musicxml': musicXml({
    work: 'Six Songs, Op. 1',
    movement: 'Morning',
    composer: 'Beethoven, Ludwig van',
    notes: 'CDEF',
  }),
  'loose/xml_score.musicxml': musicXml({ work: 'xml_score', composer: 'Anon', notes: 'GGGG' }),
  'loose/lc123.musicxml': musicXml({ work: 'lc123', composer: 'Anon', notes: 'AAAA' }),
  'loose/untitled.musicxml': musicXml({ composer: 'Anon', notes: 'BBBB' }),
  'tunes/speed.abc': abcTune,
  'tunes/empty.abc': abcWithoutNotes,
  'tunes/melody.krn': humdrumMelody,
  'latin1/chanson.xml': latin1(
    musicXml({
      encoding: 'ISO-8859-1',
      movement: "Chanson d'été",
      composer: 'Fauré, Gabriel',
      lyric: 'Été',
      notes: 'FGAB',
    }),
  ),
  'sheet/x/xml_score.musicxml': musicXml({ work: 'Untitled score', notes: 'CCDD' }),
  'sheet/y/xml_score.musicxml': musicXml({ work: 'Untitled score', notes: 'DDEE' }),
  'sheet/d1/dup.musicxml': musicXml({ movement: 'Dup one', notes: 'EEFF' }),
  'sheet/d2/dup.musicxml': musicXml({ movement: 'Dup two', notes: 'FFGG' }),
  'sheet/deep/er/solo.musicxml': musicXml({ movement: 'Solo as written', notes: 'GGAA' }),
  'metadata.csv': [
    'file,title,composer,source,licence',
    'sheet/x/xml_score.musicxml,Song X,Clara Schumann,https://example.org/x,CC0 1.0',
    'sheet/y/xml_score.musicxml,Song Y,"Schumann, Clara",,',
    'dup.musicxml,Which One,,,',
    'solo.musicxml,Solo From Sheet,,,',
    'gone/missing.musicxml,Missing,,,',
  ].join('\n'),
};

describe.each(testDrivers)('score import fidelity on %s', (driver) => {
  let t: TestApp;
  let root: string;
  let report: ImportReport;
  let outcome: (file: string) => ImportOutcome | undefined;
  const product = async (id: string) =>
    productSchema.parse((await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json());
  const idOf = (file: string) => {
    const found = outcome(file);
    if (!found || found.status === 'refused') throw new Error(`${file} was not imported`);
    return found.productId;
  };
  const sql = async (text: string, values: unknown[] = []) =>
    (await t.database.handle.executeSql(text, values)).rows;

  beforeAll(async () => {
    t = await buildTestApp(driver);
    root = await mkdtemp(path.join(tmpdir(), 'cadenza-fidelity-'));
    report = await t.services.scoreImport.importLocation(
      await folderWith(root, 'Songbook', songbook),
    );
    outcome = (file) => report.outcomes.find((item) => item.file === file);
    await recordMediaAsMade(t.database.handle);
    // Each file is loaded by Verovio on a thread: minutes on a busy two-core machine.
  }, 300_000);
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('titles songs of a set by their movement and files them in a volume named after the set', async () => {
    expect(outcome('set/01/xml_score.musicxml')).toMatchObject({
      status: 'imported',
      title: 'Morning',
    });
    expect(outcome('set/02/xml_score.musicxml')).toMatchObject({
      status: 'imported',
      title: 'Evening',
    });
    const morning = await product(idOf('set/01/xml_score.musicxml'));
    const evening = await product(idOf('set/02/xml_score.musicxml'));
    expect(morning.volumeTitle).toBe('Six Songs, Op. 1');
    expect(evening.parentProducts[0]?.id).toBe(morning.parentProducts[0]?.id);
  });

  it('merges the same content, and keeps another version of a song in its set apart', async () => {
    expect(outcome('zcopy/morning.musicxml')).toMatchObject({
      status: 'merged',
      productId: idOf('set/01/xml_score.musicxml'),
      reason: 'same content as set/01/xml_score.musicxml',
    });
    const version = outcome('set/03/xml_score.musicxml');
    expect(version).toMatchObject({ status: 'imported', title: 'Morning (No. 1b)' });
    expect(version?.status === 'imported' && version.details).toContain(
      'titled apart from "Morning" already in "Six Songs, Op. 1"',
    );
    const first = await product(idOf('set/01/xml_score.musicxml'));
    const second = await product(idOf('set/03/xml_score.musicxml'));
    expect(second.id).not.toBe(first.id);
    expect(second.title).toBe('Morning (No. 1b)');
    expect(second.parentProducts[0]?.id).toBe(first.parentProducts[0]?.id);
  });

  it.each([
    ['loose/xml_score.musicxml', /^no title: the file's \("xml_score"\) is a placeholder/],
    [
      'loose/lc123.musicxml',
      /^no title: the file's \("lc123"\) is a placeholder or the file's name/,
    ],
    ['loose/untitled.musicxml', /^no title: the file names none and no metadata row gives one$/],
    ['tunes/empty.abc', /^Verovio cannot read it: it holds no notes$/],
  ])('refuses %s rather than titling it by its file name', (file, reason) => {
    const found = outcome(file);
    expect(found?.status).toBe('refused');
    expect(found?.status === 'refused' ? found.reason : '').toMatch(reason);
  });

  it('reads Humdrum and ABC, kept as the MEI Verovio renders', async () => {
    expect(outcome('tunes/speed.abc')).toMatchObject({
      status: 'imported',
      title: 'Speed the Plough',
      details: 'ABC, 1 part',
    });
    expect(outcome('tunes/melody.krn')).toMatchObject({
      status: 'imported',
      title: 'Kleine Melodie',
      details: 'Humdrum, 1 part',
    });
    const loadScore = createScoreLoader(t.database.handle.db, createFakeScoreLibrary());
    for (const file of ['tunes/speed.abc', 'tunes/melody.krn']) {
      const [row] = await sql('SELECT score_ref FROM products WHERE id = $1', [idOf(file)]);
      const score = await loadScore(String(row?.score_ref));
      expect(score?.format).toBe('mei');
      expect((await renderWithVerovio(score?.content ?? '')).notes).toBeGreaterThan(4);
    }
    expect((await product(idOf('tunes/melody.krn'))).composer).toBe('Johann Sebastian Bach');
  });

  it('decodes a file as the encoding it declares', async () => {
    expect(outcome('latin1/chanson.xml')).toMatchObject({
      status: 'imported',
      title: "Chanson d'été",
    });
    const [row] = await sql(
      'SELECT content FROM imported_scores s JOIN products p ON p.score_ref = $2 || s.hash WHERE p.id = $1',
      [idOf('latin1/chanson.xml'), 'import:'],
    );
    const content = String(row?.content);
    expect(content).toContain('<text>Été</text>');
    expect(content).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect((await product(idOf('latin1/chanson.xml'))).composer).toBe('Gabriel Fauré');
  });

  it('matches sheet rows by relative path, a path’s end only when one file has it', () => {
    expect(outcome('sheet/x/xml_score.musicxml')).toMatchObject({
      status: 'imported',
      title: 'Song X',
    });
    expect(outcome('sheet/y/xml_score.musicxml')).toMatchObject({
      status: 'imported',
      title: 'Song Y',
    });
    expect(outcome('sheet/deep/er/solo.musicxml')).toMatchObject({
      status: 'imported',
      title: 'Solo From Sheet',
    });
    for (const file of ['sheet/d1/dup.musicxml', 'sheet/d2/dup.musicxml']) {
      const found = outcome(file);
      expect(found?.status).toBe('refused');
      expect(found?.status === 'refused' ? found.reason : '').toContain(
        "metadata: the row for 'dup.musicxml' could be any of 2 files",
      );
    }
    expect(report.notes).toEqual([
      "metadata row 'gone/missing.musicxml' names no file of the import",
    ]);
  });

  it('records the source and licence of each piece, from the file or the sheet', async () => {
    const [x] = await sql('SELECT source, licence FROM products WHERE id = $1', [
      idOf('sheet/x/xml_score.musicxml'),
    ]);
    expect(x).toEqual({ source: 'https://example.org/x', licence: 'CC0 1.0' });
    // The piece's page credits them.
    expect(await product(idOf('sheet/x/xml_score.musicxml'))).toMatchObject({
      source: 'https://example.org/x',
      licence: 'CC0 1.0',
    });
    const [krn] = await sql('SELECT source, licence FROM products WHERE id = $1', [
      idOf('tunes/melody.krn'),
    ]);
    expect(krn).toEqual({ source: null, licence: 'CC0 1.0' });
    const [abc] = await sql('SELECT source, licence FROM products WHERE id = $1', [
      idOf('tunes/speed.abc'),
    ]);
    expect(abc).toEqual({ source: 'Village band book, 1799', licence: null });
  });

  it(
    'credits every spelling of a composer to one person, and later imports too',
    { timeout: 120_000 },
    async () => {
      const later = await t.services.scoreImport.importLocation(
        await folderWith(root, 'Later', {
          'elise.musicxml': musicXml({
            movement: 'Für Elise',
            composer: 'BEETHOVEN, L. van',
            notes: 'EDED',
          }),
          'clara.musicxml': musicXml({
            movement: 'Romanze',
            composer: 'C. Schumann',
            notes: 'ABAB',
          }),
        }),
      );
      expect(later.outcomes.map((item) => item.status)).toEqual(['imported', 'imported']);
      const people = await sql(
        `SELECT pe.name, pe.born_year, pe.died_year, count(DISTINCT pp.product_id)::int AS pieces
         FROM persons pe JOIN product_persons pp ON pp.person_id = pe.id
        WHERE pe.name ILIKE '%beethoven%' OR pe.name ILIKE '%schumann%'
        GROUP BY pe.id ORDER BY pe.name`,
      );
      expect(people).toEqual([
        { name: 'Clara Schumann', born_year: null, died_year: null, pieces: 3 },
        { name: 'Ludwig van Beethoven', born_year: 1770, died_year: 1827, pieces: 4 },
      ]);
      const aliases = await sql(
        `SELECT a.alias_key FROM person_aliases a JOIN persons pe ON pe.id = a.person_id
        WHERE pe.name = 'Ludwig van Beethoven' ORDER BY a.alias_key`,
      );
      expect(aliases.map((row) => row.alias_key)).toEqual(
        expect.arrayContaining(['l v beethoven', 'l van beethoven', 'ludwig van beethoven']),
      );
    },
  );

  it('imports a zip, its entries named by their path inside it', { timeout: 120_000 }, async () => {
    const zipPath = path.join(root, 'album.zip');
    await writeFile(
      zipPath,
      zipSync({
        'Album/one/xml_score.musicxml': strToU8(musicXml({ work: 'xml_score', notes: 'CEGC' })),
        'Album/metadata.csv': strToU8('file,title\none/xml_score.musicxml,First of the Album\n'),
      }),
    );
    const zipped = await t.services.scoreImport.importLocation(zipPath);
    expect(zipped.outcomes).toEqual([
      expect.objectContaining({
        file: 'Album/one/xml_score.musicxml',
        status: 'imported',
        title: 'First of the Album',
      }),
    ]);
  });
});
