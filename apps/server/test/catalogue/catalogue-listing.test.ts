import {
  catalogueOverviewSchema,
  homeResponseSchema,
  mediaStatusResponseSchema,
  productSchema,
  searchResultsSchema,
  volumeExpandedSchema,
} from '@cadenza/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentRepository } from '../../src/modules/content/content.repository.js';
import { signIn, createTestUser } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { seedFakeCatalogue } from './seeded-catalogue.js';

/**
 * Nothing is listed that cannot be used: a product whose media are not all made is in no
 * list, carousel, count or search result (its own page opens and says so), and it is listed
 * the moment its last medium is saved. The catalogue and search answer caches see both at
 * once: the change moves their versions in the transaction that makes it.
 */
describe.each(testDrivers)('listing follows the media (%s)', (driver) => {
  let t: TestApp;
  let volumeId: string;
  let pieceId: string;
  let pieceTitle: string;
  let performanceId: string;
  let adminCookie: string;
  const query = (text: string, values: unknown[] = []) =>
    t.database.handle.executeSql(text, values);
  const get = async (url: string, cookie?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    return response.json<unknown>();
  };
  const volumeChildren = async (cookie?: string) => {
    const volume = volumeExpandedSchema.parse(
      await get(`/api/volumes/${volumeId}?expand=all`, cookie),
    );
    return [...volume.pieces, ...volume.children].map((child) => child.id);
  };
  const homeIds = async () =>
    homeResponseSchema
      .parse(await get('/api/home'))
      .carousels.flatMap((carousel) => carousel.items.map((item) => item.id));
  const searchIds = async () =>
    searchResultsSchema
      .parse(
        await get(
          `/api/products/search?q=${encodeURIComponent(pieceTitle)}&size=10000&groupBy=_type`,
        ),
      )
      .groups.piece?.items.map((item) => item.id) ?? [];
  const scoreCount = async () =>
    catalogueOverviewSchema.parse(await get('/api/catalogue/overview')).counts.scores;
  const preparing = async () =>
    mediaStatusResponseSchema.parse(await get('/api/media-status')).preparing;
  const versions = async () => {
    const { rows } = await query(
      `SELECT (SELECT version FROM catalogue_state)::text AS catalogue,
              (SELECT version FROM search_state)::text AS search`,
    );
    return rows[0];
  };

  beforeAll(async () => {
    t = await buildTestApp(driver);
    await seedFakeCatalogue(t.database.handle);
    const home = homeResponseSchema.parse(await get('/api/home'));
    const volume = home.carousels
      .flatMap((carousel) => carousel.items)
      .find((item) => item.type === 'volume');
    if (!volume) throw new Error('no volume on the home page');
    volumeId = volume.id;
    const expanded = volumeExpandedSchema.parse(await get(`/api/volumes/${volumeId}?expand=all`));
    const piece = expanded.pieces[0];
    const performance = expanded.features.performances[0];
    if (!piece || !performance) throw new Error('need a piece and a performance');
    pieceId = piece.id;
    pieceTitle = piece.title;
    performanceId = performance.id;
    await createTestUser(t.database.handle, {
      email: 'admin@example.com',
      password: 'a long admin password',
      role: 'admin',
    });
    ({ cookie: adminCookie } = await signIn(t.app, {
      email: 'admin@example.com',
      password: 'a long admin password',
    }));
  });
  afterAll(() => t.close());

  it('lists everything whose media are made, and nothing waits', async () => {
    expect(await volumeChildren()).toContain(pieceId);
    expect(await searchIds()).toContain(pieceId);
    expect(await preparing()).toBe(0);
  });

  it('unlists a piece whose recording goes, in the transaction that removes it, and relists it when saved', async () => {
    // Every answer cached first, so a stale cache would show.
    const listedBefore = { volume: await volumeChildren(), search: await searchIds() };
    const countBefore = await scoreCount();
    const versionsBefore = await versions();

    const seenInside = await t.database.handle.db.transaction(async (tx) => {
      await tx.execute(
        sql`DELETE FROM media_assets WHERE product_id = ${pieceId} AND kind = 'recording'`,
      );
      const result: unknown = await tx.execute(
        sql`SELECT (SELECT version::text FROM catalogue_state) AS version,
                   (SELECT media_ready FROM products WHERE id = ${pieceId}) AS ready`,
      );
      return (result as { rows: { version: string; ready: boolean }[] }).rows[0];
    });
    // The product and the catalogue's version changed together, before the commit.
    expect(seenInside?.ready).toBe(false);
    expect(seenInside?.version).not.toBe(versionsBefore?.catalogue);
    expect((await versions())?.search).not.toBe(versionsBefore?.search);

    expect(await volumeChildren()).toEqual(listedBefore.volume.filter((id) => id !== pieceId));
    expect(await searchIds()).toEqual(listedBefore.search.filter((id) => id !== pieceId));
    expect(await homeIds()).not.toContain(pieceId);
    expect(await scoreCount()).toBe(countBefore - 1);
    expect(await preparing()).toBe(1);
    // Its own page still opens, and says its media are being prepared.
    const page = productSchema.parse(await get(`/api/products/${pieceId}`));
    expect(page.mediaReady).toBe(false);
    // Staff see everything, as they see unpublished products.
    expect(await volumeChildren(adminCookie)).toContain(pieceId);

    // The recording is made again: saved through the content module, as the jobs save it.
    await createContentRepository(t.database.handle.db).saveMediaAsset({
      productId: pieceId,
      kind: 'recording',
      variant: 'main',
      path: `${pieceId}/recording.m4a`,
      contentType: 'audio/mp4',
      durationMs: 1000,
      syncMap: { points: [[0, 0]] },
    });
    expect(await volumeChildren()).toEqual(listedBefore.volume);
    expect(await searchIds()).toEqual(listedBefore.search);
    expect(await scoreCount()).toBe(countBefore);
    expect(await preparing()).toBe(0);
    expect(productSchema.parse(await get(`/api/products/${pieceId}`)).mediaReady).toBe(true);
  });

  it('lists a performance only with all three of its cameras', async () => {
    const performances = async () =>
      productSchema
        .parse(await get(`/api/volumes/${volumeId}`))
        .features.performances.map((item) => item.id);
    expect(await performances()).toContain(performanceId);
    await query(`DELETE FROM media_assets WHERE product_id = $1 AND variant = 'left'`, [
      performanceId,
    ]);
    expect(await performances()).not.toContain(performanceId);
    await query(
      `INSERT INTO media_assets (product_id, kind, variant, path, content_type, duration_ms)
       VALUES ($1, 'video', 'left', $1 || '/video-left', 'application/vnd.apple.mpegurl', 1000)`,
      [performanceId],
    );
    expect(await performances()).toContain(performanceId);
  });

  it('decides when a product is written: new refs wait for their media, a product without any is listed', async () => {
    await query(`UPDATE products SET pronunciation_audio_ref = 'speech:new' WHERE id = $1`, [
      pieceId,
    ]);
    expect(await volumeChildren()).not.toContain(pieceId);
    await query(`UPDATE products SET pronunciation_audio_ref = NULL WHERE id = $1`, [pieceId]);
    expect(await volumeChildren()).toContain(pieceId);
  });
});
