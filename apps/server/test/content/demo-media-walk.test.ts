import { spawnSync } from 'node:child_process';
import { createDecipheriv } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  contentPackageSchema,
  homeResponseSchema,
  mediaStatusResponseSchema,
  productSchema,
  volumeExpandedSchema,
  type Product,
} from '@cadenza/domain';
import { ffmpegPath } from '@cadenza/music/media';
import { createScoreLibrary } from '@cadenza/music/scores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueDemoMedia } from '../../src/modules/content/content-jobs.js';
import { seedDemoLibrary } from '../../src/modules/catalogue/seed-demo-library.js';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { insertSubscription } from './content-fixtures.js';

/** Whether ffmpeg decodes these bytes (as `format`) from start to end without an error. */
function decodes(bytes: Buffer, format: 'mp4' | 'mpegts'): boolean {
  const result = spawnSync(
    ffmpegPath,
    ['-hide_banner', '-loglevel', 'error', '-f', format, '-i', 'pipe:0', '-f', 'null', '-'],
    { input: bytes },
  );
  return result.status === 0 && result.stderr.toString().trim() === '';
}

/**
 * Issue 16's promise, kept on a fresh start: every published product of every type of a
 * reduced demo library (one volume of every collection, two pieces each: every product type,
 * every kind of medium) is listed once the first-start jobs have made its media (real
 * recordings, films and guides, by the real makers), and a subscriber walking all of them finds
 * every medium playable. The whole library's media are timed by `npm run bench -- media`.
 */
describe('the demo library after its first-start media jobs (pglite)', () => {
  let t: TestApp;
  let dataDir: string;
  let cookie: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const getOk = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    return response;
  };
  const preparing = async () =>
    mediaStatusResponseSchema.parse((await get('/api/media-status')).json()).preparing;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cadenza-walk-'));
    t = await buildTestApp('pglite', { DATA_DIR: dataDir }, { runWorkers: true });
    const seeded = await seedDemoLibrary(t.database.handle.db, createScoreLibrary(), {
      sample: { volumesPerCollection: 1, piecesPerVolume: 2 },
    });
    if (seeded.status !== 'seeded') throw new Error('not seeded');
    const user = await createTestUser(t.database.handle, {
      email: 'walker@example.com',
      password: 'a long walk home',
    });
    await insertSubscription(t.database.handle, {
      userId: user.id,
      status: 'active',
      periodEnd: new Date(Date.now() + 86_400_000),
    });
    ({ cookie } = await signIn(t.app, {
      email: 'walker@example.com',
      password: 'a long walk home',
    }));
  }, 60_000);

  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists nothing that waits for media, then makes them all', async () => {
    const before = await preparing();
    expect(before).toBeGreaterThan(30);
    const home = homeResponseSchema.parse((await get('/api/home')).json());
    const listed = home.carousels.flatMap((carousel) => carousel.items);
    // Only what needs no media is listed yet: volumes and readings, never a piece or a film.
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((item) => ['piece', 'performance', 'video'].includes(item.type))).toEqual(
      [],
    );

    await queueDemoMedia(t.jobs);
    const deadline = Date.now() + 420_000;
    while ((await preparing()) > 0) {
      if (Date.now() > deadline) throw new Error(`${String(await preparing())} still preparing`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const made = await t.database.handle.executeSql(
      `SELECT kind, count(*)::int AS total, count(DISTINCT path)::int AS files FROM media_assets GROUP BY kind`,
    );
    const byKind = Object.fromEntries(made.rows.map((row) => [row.kind, row]));
    expect(byKind.recording?.total).toBeGreaterThanOrEqual(20);
    expect(byKind.pronunciation?.total).toBeGreaterThanOrEqual(1);
    // Films are shared: an explore video or a volume's introduction shows a performance's camera.
    expect(Number(byKind.video?.files)).toBeLessThan(Number(byKind.video?.total));
  }, 480_000);

  it('walks every published product of every type as a subscriber and plays every medium', async () => {
    const { rows } = await t.database.handle.executeSql(
      'SELECT id, type FROM products WHERE published ORDER BY type, id',
    );
    const types = new Set(rows.map((row) => String(row.type)));
    for (const type of ['piece', 'performance', 'video', 'explore', 'readingPdf', 'volume'])
      expect(types).toContain(type);
    const decodedFilms = new Set<string>();
    const counts = { recordings: 0, guides: 0, films: 0, pdfs: 0, packages: 0 };

    const playFilm = async (playlistUrl: string) => {
      const playlist = (await getOk(playlistUrl)).body;
      const base = playlistUrl.slice(0, playlistUrl.lastIndexOf('/') + 1);
      const iv = /IV=0x([0-9a-f]{32})/i.exec(playlist)?.[1];
      const segments = playlist.split('\n').filter((line) => line.endsWith('.ts'));
      expect(iv, playlistUrl).toBeTruthy();
      expect(segments.length, playlistUrl).toBeGreaterThan(0);
      const key = (await getOk(`${base}key`)).rawPayload;
      expect(key).toHaveLength(16);
      const bodies = await Promise.all(
        segments.map(async (name) => (await getOk(base + name)).rawPayload),
      );
      const first = bodies[0] ?? Buffer.alloc(0);
      // A film shown by several products is decoded once: same first segment, same film.
      const fingerprint = first.subarray(0, 64).toString('hex');
      if (!decodedFilms.has(fingerprint)) {
        const decipher = createDecipheriv('aes-128-cbc', key, Buffer.from(iv ?? '', 'hex'));
        const clear = Buffer.concat([decipher.update(first), decipher.final()]);
        expect(clear[0], `${playlistUrl}: MPEG-TS`).toBe(0x47);
        expect(decodes(clear, 'mpegts'), `${playlistUrl} decodes`).toBe(true);
        decodedFilms.add(fingerprint);
      }
      counts.films += 1;
    };

    for (const row of rows) {
      const id = String(row.id);
      const product: Product = productSchema.parse((await getOk(`/api/products/${id}`)).json());
      expect(product.mediaReady, `${product.type} ${id}`).toBe(true);
      if (product.package) {
        const pkg = contentPackageSchema.parse((await getOk(product.package.url)).json());
        counts.packages += 1;
        if (product.type === 'piece') {
          expect(pkg.kind).toBe('score');
          const recording = pkg.kind === 'score' ? pkg.recording : null;
          expect(recording?.url, `recording of ${id}`).toBeTruthy();
          const audio = (await getOk(recording?.url ?? '')).rawPayload;
          expect(decodes(audio, 'mp4'), `recording of ${id} decodes`).toBe(true);
          counts.recordings += 1;
        }
      }
      if (product.pronunciationAudio) {
        const audio = (await getOk(product.pronunciationAudio.url)).rawPayload;
        expect(decodes(audio, 'mp4'), `guide of ${id} decodes`).toBe(true);
        counts.guides += 1;
      }
      if (product.videoPlaylistUrl) await playFilm(product.videoPlaylistUrl);
      for (const video of product.videos) await playFilm(video.url);
      if (product.pdf) {
        const pdf = await getOk(product.pdf.url);
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        counts.pdfs += 1;
      }
    }
    expect(counts.recordings).toBeGreaterThanOrEqual(20);
    expect(counts.guides).toBeGreaterThanOrEqual(1);
    expect(counts.films).toBeGreaterThan(counts.recordings);
    expect(counts.pdfs).toBeGreaterThan(0);
  }, 240_000);

  it('lists every product once its media are made: each volume shows all its children', async () => {
    const { rows } = await t.database.handle.executeSql(
      `SELECT v.id, count(r.child_id)::int AS children
         FROM products v JOIN product_relations r ON r.parent_id = v.id
        WHERE v.type = 'volume' GROUP BY v.id`,
    );
    for (const row of rows) {
      const volume = volumeExpandedSchema.parse(
        (await getOk(`/api/volumes/${String(row.id)}?expand=all`)).json(),
      );
      const shown = volume.pieces.length + volume.masterclasses.length + volume.children.length;
      expect(shown, String(row.id)).toBe(row.children);
    }
  });
});
