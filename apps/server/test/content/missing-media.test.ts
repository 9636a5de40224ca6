import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentMessages } from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAKE_MEDIA_JOB } from '../../src/modules/content/content-jobs.js';
import { createContentRepository } from '../../src/modules/content/content.repository.js';
import { createMediaSink } from '../../src/modules/content/media-sink.js';
import { createLocalMediaStore } from '../../src/modules/content/local-media-store.js';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import {
  insertImportedScore,
  insertProduct,
  insertSubscription,
  numberedMusicXml,
} from './content-fixtures.js';

const PASSWORD = 'a quiet sonata';
const playlistOf = (segments: string[]) =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-TARGETDURATION:2',
    '#EXT-X-KEY:METHOD=AES-128,URI="key",IV=0x00000000000000000000000000000001',
    ...segments.flatMap((segment) => ['#EXTINF:2.0,', segment]),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');

describe.each(testDrivers)('missing media files (%s)', (driver) => {
  let t: TestApp;
  let dataDir: string;
  let cookie: string;

  const media = (relative: string) => path.join(dataDir, 'media', relative);
  const store = (relative: string, data: string | Buffer) => {
    mkdirSync(path.dirname(media(relative)), { recursive: true });
    writeFileSync(media(relative), data);
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const assetRows = async (productId: string) =>
    (
      await t.database.handle.executeSql(
        'SELECT kind, variant FROM media_assets WHERE product_id = $1',
        [productId],
      )
    ).rows;
  const isListed = async (productId: string) =>
    (
      await t.database.handle.executeSql('SELECT media_ready FROM products WHERE id = $1', [
        productId,
      ])
    ).rows[0]?.media_ready;
  const queuedMakes = async () =>
    (
      await t.database.handle.executeSql(
        "SELECT data FROM pgboss.job WHERE name = $1 AND state = 'created' ORDER BY created_on",
        [MAKE_MEDIA_JOB],
      )
    ).rows.map((row) => row.data);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cadenza-missing-media-'));
    t = await buildTestApp(driver, { DATA_DIR: dataDir });
    const db = t.database.handle;
    const scoreRef = await insertImportedScore(db, numberedMusicXml(4));
    const perspectives = ['top', 'left', 'right'].map((perspective) => ({
      perspective,
      ref: `render:x:${perspective}`,
    }));
    await insertProduct(db, { id: 'perf-1', type: 'performance', scoreRef, videos: perspectives });
    await insertProduct(db, { id: 'piece-made', type: 'piece', scoreRef, recordingRef: 'synth:x' });
    await insertProduct(db, {
      id: 'piece-lost-quietly',
      type: 'piece',
      scoreRef,
      recordingRef: 'synth:y',
    });
    await insertProduct(db, {
      id: 'piece-studio',
      type: 'piece',
      scoreRef,
      recordingRef: 'studio:take-3',
    });
    // perf-1's left camera is whole; its right camera lost its second segment.
    store('perf-1/video-left/playlist.m3u8', playlistOf(['segment-00000.ts']));
    store('perf-1/video-left/segment-00000.ts', Buffer.alloc(376, 0x47));
    store('perf-1/video-right/playlist.m3u8', playlistOf(['segment-00000.ts', 'segment-00001.ts']));
    store('perf-1/video-right/segment-00000.ts', Buffer.alloc(376, 0x47));
    // The recordings are recorded in the database, but their files are gone.
    await db.executeSql(
      `INSERT INTO media_assets (product_id, kind, variant, path, content_type, duration_ms) VALUES
       ('perf-1', 'video', 'left', 'perf-1/video-left', 'application/vnd.apple.mpegurl', 2000),
       ('perf-1', 'video', 'right', 'perf-1/video-right', 'application/vnd.apple.mpegurl', 4000),
       ('piece-made', 'recording', 'main', 'piece-made/recording.m4a', 'audio/mp4', 8000),
       ('piece-lost-quietly', 'recording', 'main', 'piece-lost-quietly/recording.m4a', 'audio/mp4', 8000),
       ('piece-studio', 'recording', 'main', 'piece-studio/recording.m4a', 'audio/mp4', 8000)`,
    );
    const user = await createTestUser(db, { email: 'sub@example.com', password: PASSWORD });
    await insertSubscription(db, {
      userId: user.id,
      status: 'active',
      periodEnd: new Date(Date.now() + 86_400_000),
    });
    ({ cookie } = await signIn(t.app, { email: 'sub@example.com', password: PASSWORD }));
  });

  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 404 for a segment past the end of a video', async () => {
    const base = '/api/products/perf-1/videos/left';
    expect((await get(`${base}/segment-00000.ts`)).statusCode).toBe(200);
    const past = await get(`${base}/segment-00007.ts`);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toMatchObject({ message: contentMessages.noMedia('perf-1') });
    expect(await assetRows('perf-1')).toHaveLength(2);
  });

  it('never offers a recording whose file is gone in a package, and queues its remaking', async () => {
    const pkg = await get('/api/products/piece-lost-quietly/package');
    expect(pkg.statusCode).toBe(200);
    expect(pkg.json<{ recording: unknown }>().recording).toBeNull();
    expect(await assetRows('piece-lost-quietly')).toEqual([]);
    expect(await queuedMakes()).toContainEqual({ productId: 'piece-lost-quietly' });
    // Until it is made again, the piece is not listed.
    expect(await isListed('piece-lost-quietly')).toBe(false);
  });

  it('queues the remaking of a recording whose file is gone, once, and says it is being prepared', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await get('/api/products/piece-made/recording');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('60');
      expect(response.json()).toMatchObject({ message: contentMessages.mediaNotReady });
    }
    expect(await assetRows('piece-made')).toEqual([]);
    expect(await queuedMakes()).toContainEqual({ productId: 'piece-made' });
    expect(
      (await queuedMakes()).filter((task) => JSON.stringify(task).includes('piece-made')),
    ).toHaveLength(1);
    // The package stops offering the recording until it is made again.
    const pkg = (await get('/api/products/piece-made/package')).json<{ recording: unknown }>();
    expect(pkg.recording).toBeNull();
  });

  it('remakes a video one of whose listed segments is gone', async () => {
    // The job's own check: a recorded video missing a listed segment is not made.
    const sink = createMediaSink(
      createContentRepository(t.database.handle.db),
      createLocalMediaStore(path.join(dataDir, 'media')),
    );
    expect(await sink.isMade('perf-1', 'video', 'left')).toBe(true);
    expect(await sink.isMade('perf-1', 'video', 'right')).toBe(false);
    const response = await get('/api/products/perf-1/videos/right/segment-00001.ts');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: contentMessages.mediaNotReady });
    expect(await assetRows('perf-1')).toEqual([{ kind: 'video', variant: 'left' }]);
    expect(await queuedMakes()).toContainEqual({ productId: 'perf-1' });
    expect((await get('/api/products/perf-1/videos/right/playlist.m3u8')).statusCode).toBe(503);
  });

  it('answers 404 for a lost file it cannot make, keeping its row so that restoring the file is enough', async () => {
    const lost = await get('/api/products/piece-studio/recording');
    expect(lost.statusCode).toBe(404);
    expect(lost.json()).toMatchObject({
      message: contentMessages.mediaFileMissing('piece-studio'),
    });
    expect(await assetRows('piece-studio')).toHaveLength(1);
    expect(
      (await queuedMakes()).filter((task) => JSON.stringify(task).includes('piece-studio')),
    ).toEqual([]);
    store('piece-studio/recording.m4a', '0123456789');
    const restored = await get('/api/products/piece-studio/recording');
    expect(restored.statusCode).toBe(200);
    expect(restored.body).toBe('0123456789');
  });
});
