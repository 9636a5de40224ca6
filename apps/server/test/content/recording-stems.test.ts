import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAKE_MEDIA_JOB } from '../../src/modules/content/content-jobs.js';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import {
  insertImportedScore,
  insertProduct,
  insertSubscription,
  numberedMusicXml,
} from './content-fixtures.js';

const PASSWORD = 'a quiet sonata';
const CHANNELS = [{ staves: [1] }, { staves: [2, 3] }];

describe.each(testDrivers)("a recording's stems (%s)", (driver) => {
  let t: TestApp;
  let dataDir: string;
  let subscriber: { cookie: string };
  let ordinary: { cookie: string };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cadenza-stems-'));
    t = await buildTestApp(driver, { DATA_DIR: dataDir });
    const db = t.database.handle;
    const scoreRef = await insertImportedScore(db, numberedMusicXml(4));
    for (const id of ['song', 'plain', 'waiting', 'lost'])
      await insertProduct(db, { id, type: 'piece', scoreRef, recordingRef: 'synth:x' });
    await db.executeSql(
      `UPDATE products SET feature_flags = '{stems}' WHERE id IN ('song', 'waiting', 'lost')`,
    );
    // As the demo-media jobs leave them: the recording and, for 'song', its stems.
    const media = path.join(dataDir, 'media');
    for (const id of ['song', 'plain', 'waiting', 'lost']) {
      mkdirSync(path.join(media, id), { recursive: true });
      writeFileSync(path.join(media, id, 'recording.m4a'), Buffer.from('mono'));
    }
    writeFileSync(path.join(media, 'song/recording-stems.m4a'), Buffer.from('0123456789'));
    const syncMap = '{"points":[[0,0],[8000,16]]}';
    await db.executeSql(
      `INSERT INTO media_assets (product_id, kind, variant, path, content_type, duration_ms, sync_map) VALUES
       ('song', 'recording', 'main', 'song/recording.m4a', 'audio/mp4', 8000, $1::jsonb),
       ('song', 'recording', 'stems', 'song/recording-stems.m4a', 'audio/mp4', 8000, $2::jsonb),
       ('plain', 'recording', 'main', 'plain/recording.m4a', 'audio/mp4', 8000, $1::jsonb),
       ('waiting', 'recording', 'main', 'waiting/recording.m4a', 'audio/mp4', 8000, $1::jsonb),
       ('lost', 'recording', 'main', 'lost/recording.m4a', 'audio/mp4', 8000, $1::jsonb),
       ('lost', 'recording', 'stems', 'lost/recording-stems.m4a', 'audio/mp4', 8000, $2::jsonb)`,
      [syncMap, JSON.stringify({ points: [[0, 0]], channels: CHANNELS })],
    );

    const user = await createTestUser(db, { email: 'sub@example.com', password: PASSWORD });
    await insertSubscription(db, {
      userId: user.id,
      status: 'active',
      periodEnd: new Date(Date.now() + 86_400_000),
    });
    subscriber = await signIn(t.app, { email: 'sub@example.com', password: PASSWORD });
    await createTestUser(db, { email: 'guest@example.com', password: PASSWORD });
    ordinary = await signIn(t.app, { email: 'guest@example.com', password: PASSWORD });
  });

  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const recordingOf = async (id: string, cookie: string) =>
    (await get(`/api/products/${id}/package`, { cookie })).json<{ recording: unknown }>().recording;

  it("puts the stems and each channel's staves in a subscriber's package, with the recording", async () => {
    expect(await recordingOf('song', subscriber.cookie)).toEqual({
      url: '/api/products/song/recording',
      durationMs: 8000,
      syncMap: {
        points: [
          [0, 0],
          [8000, 16],
        ],
      },
      stems: { url: '/api/products/song/recording-stems', channels: CHANNELS },
    });
    // Without stems, or with their making still to come, the recording comes alone.
    for (const id of ['plain', 'waiting'])
      expect(await recordingOf(id, subscriber.cookie)).not.toHaveProperty('stems');
  });

  it('serves the stems, by byte range, to a subscriber only; a preview never mentions them', async () => {
    const url = '/api/products/song/recording-stems';
    const range = await get(url, { cookie: subscriber.cookie, range: 'bytes=2-5' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-type']).toBe('audio/mp4');
    expect(range.headers['content-range']).toBe('bytes 2-5/10');
    expect(range.body).toBe('2345');
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, { cookie: ordinary.cookie })).statusCode).toBe(403);
    // A non-subscriber's media token opens nothing paid either.
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/media-tokens',
      headers: { ...clientHeaders, cookie: ordinary.cookie },
    });
    const { accessToken } = token.json<{ accessToken: string }>();
    expect((await get(`${url}?accessToken=${encodeURIComponent(accessToken)}`)).statusCode).toBe(
      403,
    );
    expect((await get('/api/products/song/package', { cookie: ordinary.cookie })).statusCode).toBe(
      403,
    );
    for (const cookie of [ordinary.cookie, subscriber.cookie]) {
      const preview = await get('/api/products/song/preview-package', { cookie });
      expect(preview.json<{ recording: unknown }>().recording).toBeNull();
      expect(preview.body).not.toContain('recording-stems');
    }
  });

  it('answers that stems still to be made will come, and that a piece without them has none', async () => {
    const waiting = await get('/api/products/waiting/recording-stems', {
      cookie: subscriber.cookie,
    });
    expect(waiting.statusCode).toBe(503);
    expect(waiting.headers['retry-after']).toBe('60');
    expect(
      (await get('/api/products/plain/recording-stems', { cookie: subscriber.cookie })).statusCode,
    ).toBe(404);
  });

  it('makes stems whose file is gone again, the piece staying listed with its recording meanwhile', async () => {
    const lost = await get('/api/products/lost/recording-stems', { cookie: subscriber.cookie });
    expect(lost.statusCode).toBe(503);
    const db = t.database.handle;
    const variants = await db.executeSql(
      "SELECT variant FROM media_assets WHERE product_id = 'lost' ORDER BY variant",
    );
    expect(variants.rows).toEqual([{ variant: 'main' }]);
    const queued = await db.executeSql(
      "SELECT data FROM pgboss.job WHERE name = $1 AND state = 'created'",
      [MAKE_MEDIA_JOB],
    );
    expect(queued.rows.map((row) => row.data)).toContainEqual({ productId: 'lost' });
    const listed = await db.executeSql("SELECT media_ready FROM products WHERE id = 'lost'");
    expect(listed.rows[0]?.media_ready).toBe(true);
    const recording = await recordingOf('lost', subscriber.cookie);
    expect(recording).toMatchObject({ url: '/api/products/lost/recording' });
    expect(recording).not.toHaveProperty('stems');
  });
});
