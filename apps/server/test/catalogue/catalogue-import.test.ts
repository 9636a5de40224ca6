import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productSchema, volumeExpandedSchema } from '@cadenza/domain';
import { createFakeScoreLibrary, renderWithVerovio } from '@cadenza/music/testing';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportOutcome } from '../../src/modules/catalogue/import/import-scores.js';
import { ImportFolderError } from '../../src/modules/catalogue/import/score-sources.js';
import { createScoreLoader } from '../../src/modules/catalogue/load-score.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { recordMediaAsMade } from './seeded-catalogue.js';

const fixtures = path.resolve(import.meta.dirname, '../fixtures');

/** The import fixtures plus an .mxl zipped here from a MusicXML file, in a folder named 'Fixture Scores'. */
async function prepareFolder(): Promise<string> {
  const folder = path.join(await mkdtemp(path.join(tmpdir(), 'cadenza-import-')), 'Fixture Scores');
  await mkdir(folder);
  await cp(path.join(fixtures, 'import'), folder, { recursive: true });
  const score = await readFile(path.join(fixtures, 'mxl-source/au-clair-de-la-lune.musicxml'));
  const container =
    '<?xml version="1.0" encoding="UTF-8"?><container><rootfiles><rootfile full-path="score/lune.musicxml" media-type="application/vnd.recordare.musicxml+xml"/></rootfiles></container>';
  const zip = zipSync({
    mimetype: strToU8('application/vnd.recordare.musicxml'),
    'META-INF/container.xml': strToU8(container),
    'score/lune.musicxml': score,
  });
  await writeFile(path.join(folder, 'au-clair-de-la-lune.mxl'), zip);
  await writeFile(path.join(folder, 'not-a-zip.mxl'), 'plain text');
  return folder;
}

const byFile = (outcomes: ImportOutcome[]) =>
  new Map(outcomes.map((outcome) => [outcome.file, outcome]));

describe.each(testDrivers)('score import on %s', (driver) => {
  let t: TestApp;
  let folder: string;
  let first: Map<string, ImportOutcome>;
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json<unknown>();

  beforeAll(async () => {
    t = await buildTestApp(driver);
    folder = await prepareFolder();
    first = byFile((await t.services.scoreImport.importLocation(folder)).outcomes);
    // Imported pieces are listed once their recordings are made (the demo-media jobs' work).
    await recordMediaAsMade(t.database.handle);
    // Each file is loaded by Verovio on a thread: minutes on a busy two-core machine.
  }, 300_000);
  afterAll(async () => {
    await t.close();
    await rm(path.dirname(folder), { recursive: true, force: true });
  });

  it('imports MusicXML, multi-part scores with lyrics, compressed .mxl and MEI', () => {
    expect(first.get('ode-to-joy.musicxml')).toMatchObject({
      status: 'imported',
      title: 'Ode to Joy (Symphony No. 9)',
      details: 'MusicXML, 1 part',
    });
    expect(first.get('twinkle-voice-and-piano.xml')).toMatchObject({
      status: 'imported',
      title: 'Twinkle, Twinkle, Little Star',
      details: 'MusicXML, 2 parts, lyrics',
    });
    expect(first.get('au-clair-de-la-lune.mxl')).toMatchObject({
      status: 'imported',
      title: 'Au clair de la lune',
    });
    expect(first.get('frere-jacques.mei')).toMatchObject({
      status: 'imported',
      title: 'Frère Jacques',
      details: 'MEI, 1 part',
    });
  });

  it.each([
    ['broken.xml', /^not well-formed XML \(line 7, column 17: unexpected close tag\)$/],
    ['wrong-root.xml', /^root element <html> is neither MusicXML/],
    ['notes.txt', /^unsupported file type '\.txt'/],
    ['tune.mid', /^unsupported file type '\.mid'/],
    ['not-a-zip.mxl', /^not a valid \.mxl archive/],
    ['bad-metadata.musicxml', /^metadata: difficulty must be a whole number from 0 to 9/],
  ])('refuses %s and says why', (file, reason) => {
    const outcome = first.get(file);
    expect(outcome?.status).toBe('refused');
    expect(outcome?.status === 'refused' ? outcome.reason : '').toMatch(reason);
  });

  it('files pieces by the metadata, with its people and difficulty', async () => {
    const ode = first.get('ode-to-joy.musicxml');
    const piece = productSchema.parse(
      await get(`/api/products/${ode?.status === 'imported' ? ode.productId : ''}`),
    );
    expect(piece).toMatchObject({
      composer: 'Ludwig van Beethoven',
      difficulty: { piano: 2 },
      year: 1824,
      orgName: 'Fixture Press',
      volumeTitle: 'Fixture Volume',
    });
    expect(piece.package?.url).toBe(`/api/products/${piece.id}/package`);
    const volume = volumeExpandedSchema.parse(
      await get(`/api/volumes/${piece.parentProducts[0]?.id}?expand=all`),
    );
    expect(volume.pieces.map((item) => item.title)).toEqual([
      'Ode to Joy (Symphony No. 9)',
      'Twinkle, Twinkle, Little Star',
    ]);
    expect(volume.pieces[1]).toMatchObject({
      difficulty: { vocal: 1 },
      persons: { lyricists: ['Jane Taylor'], composers: ['Traditional'] },
      featureFlags: ['pitch-shift'],
    });
    expect(volume.parentProducts[0]?.title).toBe('Fixture Collection');
  });

  it('reads title and composer from the file when there is no metadata, in a volume named after the folder', async () => {
    const mei = first.get('frere-jacques.mei');
    const piece = productSchema.parse(
      await get(`/api/products/${mei?.status === 'imported' ? mei.productId : ''}`),
    );
    expect(piece).toMatchObject({
      title: 'Frère Jacques',
      composer: 'Traditional',
      volumeTitle: 'Fixture Scores',
    });
  });

  it('keeps the score itself, which Verovio renders', async () => {
    const loadScore = createScoreLoader(t.database.handle.db, createFakeScoreLibrary());
    const { rows } = await t.database.handle.executeSql(
      "SELECT score_ref FROM products WHERE score_ref LIKE 'import:%' ORDER BY title",
    );
    expect(rows).toHaveLength(4);
    const notes: number[] = [];
    for (const row of rows) {
      const score = await loadScore(String(row.score_ref));
      if (!score) throw new Error(`no score for ${String(row.score_ref)}`);
      notes.push((await renderWithVerovio(score.content)).notes);
    }
    // Au clair de la lune, Frère Jacques, Ode to Joy, Twinkle (voice and piano).
    expect(notes).toEqual([11, 14, 30, 21]);
    const lune = await loadScore(String(rows[0]?.score_ref));
    expect(lune?.content).toBe(
      await readFile(path.join(fixtures, 'mxl-source/au-clair-de-la-lune.musicxml'), 'utf8'),
    );
  });

  it('changes nothing when run a second time', async () => {
    const snapshot = async () =>
      (
        await t.database.handle.executeSql(
          'SELECT (SELECT json_agg(p ORDER BY p.id) FROM (SELECT id, title, updated_at FROM products) p)::text AS products, (SELECT json_agg(r ORDER BY r.parent_id, r.child_id) FROM product_relations r)::text AS relations, (SELECT count(*) FROM imported_scores)::int AS scores',
        )
      ).rows[0];
    const before = await snapshot();
    const second = byFile((await t.services.scoreImport.importLocation(folder)).outcomes);
    expect(await snapshot()).toEqual(before);
    expect([...second.values()].filter((outcome) => outcome.status === 'imported')).toEqual([]);
    expect(second.get('ode-to-joy.musicxml')).toMatchObject({
      status: 'merged',
      reason: 'same content as a piece already imported',
    });
    expect(second.get('broken.xml')?.status).toBe('refused');
  });

  it('stops with a clear error when the folder does not exist', async () => {
    await expect(
      t.services.scoreImport.importLocation(path.join(folder, 'missing')),
    ).rejects.toThrow(ImportFolderError);
  });
});
