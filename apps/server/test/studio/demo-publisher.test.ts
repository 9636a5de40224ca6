import type { StudioProductsPage } from '@cadenza/domain';
import { createFakeScoreLibrary } from '@cadenza/music/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoLibrary } from '../../src/modules/catalogue/seed-demo-library.js';
import {
  demoPublisher,
  ensureDemoPublisher,
  ensureDemoPublisherOnFirstStart,
} from '../../src/modules/studio/demo-publisher.js';
import { signIn } from '../accounts-fixtures.js';
import { asPerson } from '../library/library-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';

/** The demo library's publisher account: made once, attached to the demo imprint it names. */
describe.each(testDrivers)('the demo publisher on %s', (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(driver);
    await seedDemoLibrary(t.database.handle.db, createFakeScoreLibrary());
  });
  afterAll(() => t.close());

  it('is never made in production, nor without the demo library', async () => {
    const db = t.database.handle.db;
    await ensureDemoPublisherOnFirstStart(db, { nodeEnv: 'production', seedDemoLibrary: 'full' });
    await ensureDemoPublisherOnFirstStart(db, { nodeEnv: 'development', seedDemoLibrary: false });
    const { rows } = await t.database.handle.executeSql('SELECT id FROM users');
    expect(rows).toEqual([]);
  });

  it('signs in and sees exactly its demo imprint’s products in the studio', async () => {
    expect(await ensureDemoPublisher(t.database.handle.db)).toBe('created');
    expect(await ensureDemoPublisher(t.database.handle.db)).toBe('exists');
    const { email, password } = demoPublisher;
    const client = await signIn(t.app, { email, password });
    const publisher = asPerson(t.app, { ...clientHeaders, cookie: client.cookie });
    const page = (await publisher('GET', '/api/studio/products')).json<StudioProductsPage>();
    expect(page.imprint).toBe(demoPublisher.imprint);
    const { rows } = await t.database.handle.executeSql(
      'SELECT count(*)::int AS total FROM products p JOIN organisations o ON o.id = p.publisher_id WHERE o.name = $1',
      [demoPublisher.imprint],
    );
    expect(rows[0]?.total).toBeGreaterThan(0);
    expect(page.total).toBe(rows[0]?.total);
  });
});
