import type { ScorePackage } from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentWork } from '../../src/modules/content/content-work.js';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { insertImportedScore, insertProduct, numberedMusicXml } from './content-fixtures.js';

const PASSWORD = 'a quiet sonata';
/** Long enough that cutting its preview takes far longer than a database round trip. */
const LARGE_SCORE_BARS = 20_000;

/** Scores described (bars counted, preview cut) by the process's content workers so far. */
const scoresDescribed = () => contentWork().started.describeScore ?? 0;

/** CPU-heavy work never blocks other requests (issue 13, point 12). */
describe.each(testDrivers)('heavy content work (%s)', (driver) => {
  let t: TestApp;
  let adminCookie: string;

  beforeAll(async () => {
    t = await buildTestApp(driver);
    const db = t.database.handle;
    await insertProduct(db, {
      id: 'large',
      type: 'piece',
      scoreRef: await insertImportedScore(db, numberedMusicXml(LARGE_SCORE_BARS)),
    });
    await insertProduct(db, {
      id: 'study',
      type: 'piece',
      scoreRef: await insertImportedScore(db, numberedMusicXml(10)),
    });
    await createTestUser(db, { email: 'admin@example.com', password: PASSWORD, role: 'admin' });
    adminCookie = (await signIn(t.app, { email: 'admin@example.com', password: PASSWORD })).cookie;
  });

  afterAll(() => t.close());

  it('answers /api/health while the preview of a large score is being cut', async () => {
    const before = scoresDescribed();
    const finished: string[] = [];
    const preview = t.app.inject('/api/products/large/preview-package').then((response) => {
      finished.push('preview');
      return response;
    });
    // Once the cutting has started, a health check is asked for.
    await vi.waitFor(
      () => {
        expect(scoresDescribed()).toBe(before + 1);
      },
      { timeout: 60_000, interval: 2 },
    );
    const health = await t.app.inject('/api/health');
    finished.push('health');
    expect(health.json()).toEqual({ status: 'ok' });

    const response = await preview;
    expect(finished).toEqual(['health', 'preview']);
    expect(response.json<ScorePackage>()).toMatchObject({
      isPreview: true,
      measureCount: 8,
      fullMeasureCount: LARGE_SCORE_BARS,
    });
  });

  it('cuts a score once: later previews and the full package reuse the cut', async () => {
    const before = scoresDescribed();
    const [first, second] = await Promise.all([
      t.app.inject('/api/products/study/preview-package'),
      t.app.inject('/api/products/study/preview-package'),
    ]);
    const third = await t.app.inject('/api/products/study/preview-package');
    const full = await t.app.inject({
      url: '/api/products/study/package',
      headers: { cookie: adminCookie },
    });
    expect(scoresDescribed() - before).toBe(1);
    expect(first.json<ScorePackage>()).toMatchObject({ measureCount: 5, fullMeasureCount: 10 });
    expect(second.body).toBe(first.body);
    expect(third.body).toBe(first.body);
    expect(full.json<ScorePackage>()).toMatchObject({
      isPreview: false,
      measureCount: 10,
      fullMeasureCount: 10,
    });
  });

  it('cuts a new preview when the product’s score changes', async () => {
    const cached = await t.app.inject('/api/products/study/preview-package');
    expect(cached.json<ScorePackage>().score).not.toContain('bar-6');
    const before = scoresDescribed();
    const changed = await insertImportedScore(t.database.handle, numberedMusicXml(12));
    await t.database.handle.executeSql(`UPDATE products SET score_ref = $1 WHERE id = 'study'`, [
      changed,
    ]);
    const response = await t.app.inject('/api/products/study/preview-package');
    expect(response.json<ScorePackage>()).toMatchObject({
      measureCount: 6,
      fullMeasureCount: 12,
    });
    expect(response.json<ScorePackage>().score).toContain('bar-6');
    expect(scoresDescribed() - before).toBe(1);
  });
});
