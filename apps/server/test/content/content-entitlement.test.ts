import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { ContentPackage, ScorePackage } from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { createFakeClock, DAY_MS } from '../fake-clock.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import {
  insertImportedScore,
  insertProduct,
  insertReadingPages,
  insertSubscription,
  numberedMusicXml,
} from './content-fixtures.js';

const PASSWORD = 'a quiet sonata';
type Who =
  | 'anonymous'
  | 'ordinary'
  | 'trial'
  | 'subscriber'
  | 'expired'
  | 'lapsed'
  | 'cancelled'
  | 'pastDue'
  | 'admin';

describe.each(testDrivers)('who receives which content (%s)', (driver) => {
  let t: TestApp;
  let dataDir: string;
  const clock = createFakeClock();
  const cookies = new Map<Who, string>();

  async function addUser(who: Exclude<Who, 'anonymous'>, role: 'ordinary' | 'admin' = 'ordinary') {
    const email = `${who}@example.com`;
    const user = await createTestUser(t.database.handle, { email, password: PASSWORD, role });
    cookies.set(who, (await signIn(t.app, { email, password: PASSWORD })).cookie);
    return user.id;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cadenza-content-'));
    t = await buildTestApp(driver, { DATA_DIR: dataDir }, { clock });
    const db = t.database.handle;
    const scoreRef = await insertImportedScore(db, numberedMusicXml(10));
    await insertProduct(db, { id: 'piece-1', type: 'piece', scoreRef, recordingRef: 'synth:test' });
    await insertProduct(db, { id: 'handbook', type: 'readingNavigated' });
    await insertReadingPages(db, 'handbook', [
      { title: 'Posture', html: '<h2>Posture</h2><p>Sit tall.</p>' },
      { title: 'Fingering', html: '<h2>Fingering</h2><p>Keep to one fingering.</p>' },
      { title: 'Evenness', html: '<h2>Evenness</h2><p>Practise with a metronome.</p>' },
    ]);
    await insertProduct(db, { id: 'credits-1', type: 'credits' });
    await insertReadingPages(db, 'credits-1', [
      { title: 'Credits', html: '<ul><li>Edited by A. Editor</li></ul>' },
      { title: 'More credits', html: '<p>Engraved for this edition.</p>' },
    ]);
    await insertProduct(db, {
      id: 'plan-pdf',
      type: 'readingPdf',
      title: 'Printable practice plan',
      pdfRef: 'reading-pages:handbook',
    });
    await insertProduct(db, { id: 'hidden', type: 'piece', scoreRef, published: false });

    const now = clock.now();
    await addUser('ordinary');
    await addUser('admin', 'admin');
    const plans: [
      Exclude<Who, 'anonymous' | 'ordinary' | 'admin'>,
      Omit<Parameters<typeof insertSubscription>[1], 'userId'>,
    ][] = [
      [
        'trial',
        { status: 'active', isTrialPeriod: true, periodEnd: new Date(now.getTime() + 10 * DAY_MS) },
      ],
      ['subscriber', { status: 'active', periodEnd: new Date(now.getTime() + 12 * DAY_MS) }],
      ['expired', { status: 'expired', periodEnd: new Date(now.getTime() - 3 * DAY_MS) }],
      // Still 'active' in the table, but its time is over by the server clock (the sweep has not run yet).
      ['lapsed', { status: 'active', periodEnd: new Date(now.getTime() - 60_000) }],
      [
        'cancelled',
        {
          status: 'active',
          periodEnd: new Date(now.getTime() + 5 * DAY_MS),
          cancelledAt: new Date(now.getTime() - DAY_MS),
        },
      ],
      ['pastDue', { status: 'past_due', periodEnd: new Date(now.getTime() - DAY_MS) }],
    ];
    for (const [who, subscription] of plans) {
      const userId = await addUser(who);
      await insertSubscription(db, { userId, ...subscription });
    }
  });

  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, who: Who, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...(who === 'anonymous' ? {} : { cookie: cookies.get(who) ?? '' }), ...headers },
    });

  it.each([
    ['anonymous', 401],
    ['ordinary', 403],
    ['trial', 200],
    ['subscriber', 200],
    ['expired', 403],
    ['lapsed', 403],
    ['cancelled', 200],
    ['pastDue', 403],
    ['admin', 200],
  ] as const)('the full score package for %s answers %i', async (who, status) => {
    const response = await get('/api/products/piece-1/package', who);
    expect(response.statusCode, response.body).toBe(status);
    if (status !== 200) {
      expect(response.json()).toMatchObject({
        message: 'an active subscription is needed for this content',
      });
      return;
    }
    const body = response.json<ScorePackage>();
    expect(body).toMatchObject({
      kind: 'score',
      isPreview: false,
      measureCount: 10,
      fullMeasureCount: 10,
    });
    expect(body.score).toContain('bar-10');
  });

  it('gives everyone a preview with only the first bars, as a complete score', async () => {
    const response = await get('/api/products/piece-1/preview-package', 'anonymous');
    expect(response.statusCode).toBe(200);
    const body = response.json<ScorePackage>();
    expect(body).toMatchObject({
      kind: 'score',
      isPreview: true,
      measureCount: 5,
      fullMeasureCount: 10,
      recording: null,
    });
    expect(body.score).toContain('bar-5');
    for (const later of [6, 7, 8, 9, 10]) expect(body.score).not.toContain(`bar-${String(later)}`);
    expect(body.score.match(/<measure /g)).toHaveLength(5);
    expect(body.score.trim().endsWith('</score-partwise>')).toBe(true);
  });

  it('cuts a reading preview to its short first page; credits are whole for everyone', async () => {
    const preview = (
      await get('/api/products/handbook/preview-package', 'anonymous')
    ).json<ContentPackage>();
    expect(preview).toMatchObject({
      kind: 'reading',
      isPreview: true,
      fullPageCount: 3,
      navigation: [{ title: 'Posture', href: 'page-1.html' }],
    });
    expect(JSON.stringify(preview)).not.toContain('Keep to one fingering');
    expect((await get('/api/products/handbook/package', 'anonymous')).statusCode).toBe(401);
    const full = (await get('/api/products/handbook/package', 'subscriber')).json<ContentPackage>();
    expect(full).toMatchObject({
      isPreview: false,
      navigation: [{ title: 'Posture' }, { title: 'Fingering' }, { title: 'Evenness' }],
    });

    const credits = await get('/api/products/credits-1/package', 'anonymous');
    expect(credits.statusCode).toBe(200);
    expect(credits.json<ContentPackage>()).toMatchObject({ isPreview: false, fullPageCount: 2 });
  });

  it('sends the whole PDF to a subscriber and only its first page to anyone else', async () => {
    const pageCount = async (who: Who) => {
      const response = await get('/api/products/plan-pdf/pdf', who);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      return (await PDFDocument.load(response.rawPayload)).getPageCount();
    };
    expect(await pageCount('subscriber')).toBeGreaterThanOrEqual(3);
    expect(await pageCount('anonymous')).toBe(1);
    expect(await pageCount('expired')).toBe(1);
    expect(await pageCount('admin')).toBeGreaterThanOrEqual(3);
  });

  it('hides unpublished products from everyone but staff, and names a missing package', async () => {
    expect((await get('/api/products/hidden/preview-package', 'subscriber')).statusCode).toBe(404);
    expect((await get('/api/products/hidden/package', 'admin')).statusCode).toBe(200);
    const noPackage = await get('/api/products/plan-pdf/preview-package', 'anonymous');
    expect(noPackage.statusCode).toBe(404);
    expect(noPackage.json()).toMatchObject({ message: 'product plan-pdf has no package' });
    const missing = await get('/api/products/nope/package', 'subscriber');
    expect(missing.json()).toMatchObject({ statusCode: 404, message: 'product nope not found' });
  });

  it('stops giving the full package once a trial has ended by the server clock', async () => {
    expect((await get('/api/products/piece-1/package', 'trial')).statusCode).toBe(200);
    clock.advance(11 * DAY_MS);
    try {
      expect((await get('/api/products/piece-1/package', 'trial')).statusCode).toBe(403);
      expect((await get('/api/products/piece-1/package', 'subscriber')).statusCode).toBe(200);
    } finally {
      clock.advance(-11 * DAY_MS);
    }
  });
});
