import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const KEY = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
const PLAYLIST = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-TARGETDURATION:2',
  '#EXT-X-KEY:METHOD=AES-128,URI="key",IV=0x00000000000000000000000000000001',
  '#EXTINF:2.0,',
  'segment-00000.ts',
  '#EXT-X-ENDLIST',
  '',
].join('\n');

describe.each(testDrivers)('media files and media tokens (%s)', (driver) => {
  let t: TestApp;
  let dataDir: string;
  let subscriber: { cookie: string; token: string };
  let ordinary: { cookie: string };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cadenza-media-'));
    t = await buildTestApp(driver, { DATA_DIR: dataDir });
    const db = t.database.handle;
    const scoreRef = await insertImportedScore(db, numberedMusicXml(4));
    await insertProduct(db, { id: 'piece-1', type: 'piece', scoreRef, recordingRef: 'synth:x' });
    await insertProduct(db, {
      id: 'perf-1',
      type: 'performance',
      scoreRef,
      videos: ['top', 'left', 'right'].map((perspective) => ({
        perspective,
        ref: `render:x:${perspective}`,
      })),
    });
    await insertProduct(db, { id: 'video-1', type: 'video', videoRef: 'render:x' });
    // Media as the demo-media jobs leave them: files in the media folder, rows and keys in the database.
    const media = path.join(dataDir, 'media');
    mkdirSync(path.join(media, 'perf-1/video-left'), { recursive: true });
    writeFileSync(path.join(media, 'perf-1/video-left/playlist.m3u8'), PLAYLIST);
    writeFileSync(path.join(media, 'perf-1/video-left/segment-00000.ts'), Buffer.alloc(376, 0x47));
    mkdirSync(path.join(media, 'piece-1'), { recursive: true });
    writeFileSync(path.join(media, 'piece-1/recording.m4a'), Buffer.from('0123456789'));
    await db.executeSql(
      `INSERT INTO media_assets (product_id, kind, variant, path, content_type, duration_ms, sync_map) VALUES
       ('perf-1', 'video', 'left', 'perf-1/video-left', 'application/vnd.apple.mpegurl', 2000, NULL),
       ('piece-1', 'recording', 'main', 'piece-1/recording.m4a', 'audio/mp4', 8000, '{"points":[[0,0],[8000,16]]}'::jsonb)`,
    );
    await db.executeSql(
      `INSERT INTO media_keys (product_id, variant, key) VALUES ('perf-1', 'left', $1)`,
      [KEY],
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
  const issueToken = async (cookie: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/media-tokens',
      headers: { ...clientHeaders, cookie },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ accessToken: string; expiresAt: string }>();
  };

  it('serves the playlist, key and segments of a perspective only to a subscriber', async () => {
    const base = '/api/products/perf-1/videos/left';
    for (const file of ['playlist.m3u8', 'key', 'segment-00000.ts']) {
      expect((await get(`${base}/${file}`)).statusCode).toBe(401);
      expect((await get(`${base}/${file}`, { cookie: ordinary.cookie })).statusCode).toBe(403);
    }
    const playlist = await get(`${base}/playlist.m3u8`, { cookie: subscriber.cookie });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.body).toContain('URI="key"');
    const key = await get(`${base}/key`, { authorization: `Bearer ${subscriber.token}` });
    expect(key.statusCode).toBe(200);
    expect(key.rawPayload.equals(KEY)).toBe(true);
    const segment = await get(`${base}/segment-00000.ts`, { cookie: subscriber.cookie });
    expect(segment.statusCode).toBe(200);
    expect(segment.rawPayload).toHaveLength(376);
    expect((await get(`${base}/segment-1.ts`, { cookie: subscriber.cookie })).statusCode).toBe(400);
  });

  it('says a video that is not made yet will come, and one the product does not have is not found', async () => {
    const pending = await get('/api/products/perf-1/videos/top/playlist.m3u8', {
      cookie: subscriber.cookie,
    });
    expect(pending.statusCode).toBe(503);
    expect(pending.headers['retry-after']).toBe('60');
    expect(
      (await get('/api/products/piece-1/video/playlist.m3u8', { cookie: subscriber.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await get('/api/products/perf-1/videos/side/playlist.m3u8', { cookie: subscriber.cookie }))
        .statusCode,
    ).toBe(400);
  });

  it('lets a media token stand in for the session, and passes it on in the playlist', async () => {
    const { accessToken, expiresAt } = await issueToken(subscriber.cookie);
    expect(accessToken).not.toContain(subscriber.token);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    const encoded = encodeURIComponent(accessToken);
    const playlist = await get(
      `/api/products/perf-1/videos/left/playlist.m3u8?accessToken=${encoded}`,
    );
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain(`URI="key?accessToken=${encoded}"`);
    expect(playlist.body).toContain(`segment-00000.ts?accessToken=${encoded}`);
    expect(
      (await get(`/api/products/perf-1/videos/left/key?accessToken=${encoded}`)).statusCode,
    ).toBe(200);
    expect((await get(`/api/products/piece-1/package?accessToken=${encoded}`)).statusCode).toBe(
      200,
    );

    const tampered = `${accessToken.slice(0, -2)}xx`;
    const refused = await get(
      `/api/products/piece-1/package?accessToken=${encodeURIComponent(tampered)}`,
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: 'access token not valid' });
    // The session token itself is not a media token.
    expect(
      (await get(`/api/products/piece-1/package?accessToken=${subscriber.token}`)).statusCode,
    ).toBe(401);
  });

  it('ends a media token with the session it was made in', async () => {
    const other = await signIn(t.app, { email: 'sub@example.com', password: PASSWORD });
    const { accessToken } = await issueToken(other.cookie);
    const url = `/api/products/piece-1/package?accessToken=${encodeURIComponent(accessToken)}`;
    expect((await get(url)).statusCode).toBe(200);
    const signOut = await t.app.inject({
      method: 'DELETE',
      url: '/api/sessions',
      headers: { ...clientHeaders, cookie: other.cookie },
    });
    expect(signOut.statusCode).toBeLessThan(300);
    expect((await get(url)).statusCode).toBe(401);
  });

  it('gives a media token only to a signed-in user, and a non-subscriber token opens nothing paid', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/media-tokens', headers: clientHeaders }))
        .statusCode,
    ).toBe(401);
    const { accessToken } = await issueToken(ordinary.cookie);
    expect(
      (await get(`/api/products/piece-1/package?accessToken=${encodeURIComponent(accessToken)}`))
        .statusCode,
    ).toBe(403);
  });

  it('puts the recording and its sync map in the full package and serves byte ranges of it', async () => {
    const body = (await get('/api/products/piece-1/package', { cookie: subscriber.cookie })).json<{
      recording: unknown;
    }>();
    expect(body.recording).toEqual({
      url: '/api/products/piece-1/recording',
      durationMs: 8000,
      syncMap: {
        points: [
          [0, 0],
          [8000, 16],
        ],
      },
    });
    const range = await get('/api/products/piece-1/recording', {
      cookie: subscriber.cookie,
      range: 'bytes=2-5',
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe('bytes 2-5/10');
    expect(range.body).toBe('2345');
    expect(
      (await get('/api/products/piece-1/recording', { cookie: ordinary.cookie })).statusCode,
    ).toBe(403);
    const preview = (await get('/api/products/piece-1/preview-package')).json<{
      recording: unknown;
    }>();
    expect(preview.recording).toBeNull();
  });
});
