import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReadingPackage, ScorePackage } from '@cadenza/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import {
  insertImportedScore,
  insertProduct,
  insertReadingPages,
  insertSubscription,
  numberedMusicXml,
} from './content-fixtures.js';

const PASSWORD = 'a quiet sonata';

const practiceSteps = [
  'Read through the score away from the piano: key, time signature, and where the hands move.',
  'Play each hand alone, slowly, with the fingering printed in the score.',
  'Put the hands together at a tempo where every note is even, then raise the tempo in small steps.',
  'Loop the hardest bars in the player rather than always starting from the beginning.',
];
/** A one-page reading as the demo library writes them: a heading, a list, a closing line. */
const practiceGuide = `<h2>How to practise</h2><ul>${practiceSteps.map((step) => `<li>${step}</li>`).join('')}</ul><p>Work starting at about 64 beats per minute.</p>`;

/** A preview is never the whole item (issue 13, point 2), whatever the kind of content. */
describe.each(testDrivers)('previews of short items (%s)', (driver) => {
  let t: TestApp;
  let dataDir: string;
  let subscriberCookie: string;
  let ordinaryCookie: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cadenza-previews-'));
    t = await buildTestApp(driver, { DATA_DIR: dataDir });
    const db = t.database.handle;
    await insertProduct(db, { id: 'practice', type: 'readingSinglePage' });
    await insertReadingPages(db, 'practice', [
      { title: 'How to practise this volume', html: practiceGuide },
    ]);
    await insertProduct(db, { id: 'composer', type: 'aboutComposer' });
    await insertReadingPages(db, 'composer', [
      {
        title: 'Anna Example',
        html: '<h2>Anna Example (1850–1921)</h2><p>Organist, teacher and composer of songs for young voices.</p>',
      },
    ]);
    await insertProduct(db, { id: 'chapters', type: 'readingNavigated' });
    await insertReadingPages(db, 'chapters', [
      {
        title: 'Breath',
        html: '<h2>Breath</h2><p>Breathe low and quietly.</p><p>Let the ribs widen rather than lifting the shoulders, and keep the throat open as the breath comes in.</p>',
      },
      { title: 'Onset', html: '<h2>Onset</h2><p>Begin each note cleanly.</p>' },
    ]);
    await insertProduct(db, {
      id: 'one-bar',
      type: 'piece',
      scoreRef: await insertImportedScore(db, numberedMusicXml(1)),
    });
    await insertProduct(db, {
      id: 'two-bars',
      type: 'piece',
      scoreRef: await insertImportedScore(db, numberedMusicXml(2)),
    });
    // A PDF of a single page, stored in the media folder as an operator would put it there.
    await insertProduct(db, { id: 'leaflet', type: 'readingPdf', pdfRef: 'reading-pages:leaflet' });
    const leaflet = await PDFDocument.create();
    leaflet.addPage();
    mkdirSync(path.join(dataDir, 'media/leaflet'), { recursive: true });
    writeFileSync(path.join(dataDir, 'media/leaflet/reading.pdf'), await leaflet.save());

    const subscriber = await createTestUser(db, { email: 'sub@example.com', password: PASSWORD });
    await insertSubscription(db, {
      userId: subscriber.id,
      status: 'active',
      periodEnd: new Date(Date.now() + 86_400_000),
    });
    subscriberCookie = (await signIn(t.app, { email: 'sub@example.com', password: PASSWORD }))
      .cookie;
    await createTestUser(db, { email: 'guest@example.com', password: PASSWORD });
    ordinaryCookie = (await signIn(t.app, { email: 'guest@example.com', password: PASSWORD }))
      .cookie;
  });

  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  async function preview<T>(id: string): Promise<T> {
    const response = await get(`/api/products/${id}/preview-package`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  it('previews a one-page reading with its opening, at most a third of it, never the page', async () => {
    const body = await preview<ReadingPackage>('practice');
    expect(body).toMatchObject({
      isPreview: true,
      fullPageCount: 1,
      navigation: [{ title: 'How to practise this volume', href: 'page-1.html' }],
    });
    const shown = body.files['page-1.html']?.data ?? '';
    expect(shown).toContain(practiceSteps[0]);
    expect(shown).not.toContain(practiceSteps[3]);
    expect(shown).not.toContain('beats per minute');
    expect(shown.length).toBeLessThan(practiceGuide.length / 2);

    const full = await get('/api/products/practice/package', subscriberCookie);
    expect(full.json<ReadingPackage>().files['page-1.html']?.data).toBe(practiceGuide);
  });

  it('gives only the prompt for a reading too short for an honest preview', async () => {
    const body = await preview<ReadingPackage>('composer');
    expect(body).toMatchObject({ isPreview: true, fullPageCount: 1, navigation: [], files: {} });
    expect(JSON.stringify(body)).not.toContain('Organist');
  });

  it('cuts the first page of a navigated reading when it holds most of the text', async () => {
    const body = await preview<ReadingPackage>('chapters');
    expect(body.navigation).toEqual([{ title: 'Breath', href: 'page-1.html' }]);
    expect(body.files).toEqual({
      'page-1.html': { data: '<h2>Breath</h2><p>Breathe low and quietly.</p>' },
    });
  });

  it('keeps no bar of a one-bar piece, and one bar of a two-bar piece', async () => {
    const oneBar = await preview<ScorePackage>('one-bar');
    expect(oneBar).toMatchObject({ measureCount: 0, fullMeasureCount: 1, score: '' });
    const twoBars = await preview<ScorePackage>('two-bars');
    expect(twoBars).toMatchObject({ measureCount: 1, fullMeasureCount: 2 });
    expect(twoBars.score).toContain('bar-1');
    expect(twoBars.score).not.toContain('bar-2');
  });

  it('sends a one-page PDF to subscribers only: its first page would be all of it', async () => {
    const anonymous = await get('/api/products/leaflet/pdf');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      message: 'an active subscription is needed for this content',
    });
    expect((await get('/api/products/leaflet/pdf', ordinaryCookie)).statusCode).toBe(403);
    const full = await get('/api/products/leaflet/pdf', subscriberCookie);
    expect(full.statusCode).toBe(200);
    expect(full.headers['x-content-preview']).toBe('false');
    expect((await PDFDocument.load(full.rawPayload)).getPageCount()).toBe(1);
  });
});
