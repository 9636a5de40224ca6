import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentMessages } from '@cadenza/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3MediaStore } from '../../src/modules/content/s3-media-store.js';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { startS3Server, type TestS3Server } from '../s3-server.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import {
  insertImportedScore,
  insertProduct,
  insertReadingPages,
  insertSubscription,
  numberedMusicXml,
} from './content-fixtures.js';

const PASSWORD = 'a quiet sonata';
const RECORDING = randomBytes(256 * 1024 + 17);

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

/** The content routes with MEDIA_STORE=s3://…: paid media checked per request, ranges served. */
describe.each(testDrivers)('media in S3-compatible storage (%s)', (driver) => {
  let t: TestApp;
  let dataDir: string;
  let subscriber: string;
  let ordinary: string;
  const prefix = `${driver}/media`;
  /** The bucket as an operator sees it, past the server. */
  const bucket = () => createS3MediaStore(s3.storeOptions(prefix));

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cadenza-media-s3-'));
    t = await buildTestApp(driver, {
      DATA_DIR: dataDir,
      ...s3.env,
      MEDIA_STORE: `s3://${s3.bucket}/${prefix}`,
    });
    const db = t.database.handle;
    const scoreRef = await insertImportedScore(db, numberedMusicXml(4));
    await insertProduct(db, { id: 'piece-1', type: 'piece', scoreRef, recordingRef: 'synth:x' });
    await insertProduct(db, { id: 'piece-lost', type: 'piece', scoreRef, recordingRef: 'synth:x' });
    await insertProduct(db, { id: 'handbook', type: 'readingNavigated' });
    await insertReadingPages(db, 'handbook', [
      { title: 'Posture', html: '<h2>Posture</h2><p>Sit tall.</p>' },
      { title: 'Fingering', html: '<h2>Fingering</h2><p>Keep to one fingering.</p>' },
      { title: 'Evenness', html: '<h2>Evenness</h2><p>Practise with a metronome.</p>' },
    ]);
    await insertProduct(db, {
      id: 'plan-pdf',
      type: 'readingPdf',
      pdfRef: 'reading-pages:handbook',
    });
    // As the demo-media jobs leave a recording: the object in the bucket, its row in the database.
    await bucket().write('piece-1/recording.m4a', RECORDING);
    await db.executeSql(
      `INSERT INTO media_assets (product_id, kind, variant, path, content_type, duration_ms, sync_map) VALUES
       ('piece-1', 'recording', 'main', 'piece-1/recording.m4a', 'audio/mp4', 8000, NULL),
       ('piece-lost', 'recording', 'main', 'piece-lost/recording.m4a', 'audio/mp4', 8000, NULL)`,
    );

    const user = await createTestUser(db, { email: 'sub@example.com', password: PASSWORD });
    await insertSubscription(db, {
      userId: user.id,
      status: 'active',
      periodEnd: new Date(Date.now() + 86_400_000),
    });
    subscriber = (await signIn(t.app, { email: 'sub@example.com', password: PASSWORD })).cookie;
    await createTestUser(db, { email: 'guest@example.com', password: PASSWORD });
    ordinary = (await signIn(t.app, { email: 'guest@example.com', password: PASSWORD })).cookie;
  });

  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves a subscriber the recording from the bucket, whole and by byte range', async () => {
    const whole = await get('/api/products/piece-1/recording', { cookie: subscriber });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(RECORDING.length));
    expect(whole.headers['cache-control']).toBe('private, no-store');
    expect(whole.rawPayload.equals(RECORDING)).toBe(true);

    const range = await get('/api/products/piece-1/recording', {
      cookie: subscriber,
      range: 'bytes=100000-199999',
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 100000-199999/${String(RECORDING.length)}`);
    expect(range.headers['content-type']).toBe('audio/mp4');
    expect(range.rawPayload.equals(RECORDING.subarray(100000, 200000))).toBe(true);

    const tail = await get('/api/products/piece-1/recording', {
      cookie: subscriber,
      range: 'bytes=-5',
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(RECORDING.subarray(-5))).toBe(true);

    const beyond = await get('/api/products/piece-1/recording', {
      cookie: subscriber,
      range: `bytes=${String(RECORDING.length)}-`,
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${String(RECORDING.length)}`);
  });

  it('refuses the recording, ranges too, to anyone without a subscription', async () => {
    for (const headers of [{}, { range: 'bytes=0-99' }] as Record<string, string>[]) {
      const anonymous = await get('/api/products/piece-1/recording', headers);
      expect(anonymous.statusCode).toBe(401);
      const refused = await get('/api/products/piece-1/recording', {
        ...headers,
        cookie: ordinary,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.rawPayload.includes(RECORDING.subarray(0, 64))).toBe(false);
    }
  });

  it('typesets a reading PDF into the bucket, and sends only its first page to a non-subscriber', async () => {
    const pageCount = async (cookie: string) => {
      const response = await get('/api/products/plan-pdf/pdf', { cookie });
      expect(response.statusCode).toBe(200);
      return {
        pages: (await PDFDocument.load(response.rawPayload)).getPageCount(),
        isPreview: response.headers['x-content-preview'],
      };
    };
    expect(await pageCount(subscriber)).toEqual({ pages: 3, isPreview: 'false' });
    expect(await pageCount(ordinary)).toEqual({ pages: 1, isPreview: 'true' });
    expect(await bucket().size('plan-pdf/reading.pdf')).toBeGreaterThan(0);
    expect(await bucket().size('plan-pdf/reading-preview.pdf')).toBeGreaterThan(0);
    // Nothing went to the local media folder.
    expect(readdirSync(dataDir)).not.toContain('media');
  });

  it('answers "still being prepared" for a recording whose object is not in the bucket', async () => {
    const lost = await get('/api/products/piece-lost/recording', { cookie: subscriber });
    expect(lost.statusCode).toBe(503);
    expect(lost.json()).toMatchObject({ message: contentMessages.mediaNotReady });
  });
});
