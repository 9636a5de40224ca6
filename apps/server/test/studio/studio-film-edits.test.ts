import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  accountServerMessages,
  catalogueMessages,
  studioFilmEditMessages,
  studioSyncMessages,
  type ContentPackage,
  type FilmJob,
  type Product,
  type StudioFilmSyncAnswer,
  type StudioFilms,
  type StudioProduct,
  type StudioRecordingSync,
} from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { insertProduct, insertSubscription } from '../content/content-fixtures.js';
import { testDrivers } from '../databases.js';
import { asPerson } from '../library/library-fixtures.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { ffmpeg, SCALE_SCORE_REF, makeFilmFixtures, type FilmFixtures } from './film-fixtures.js';
import { insertStudioCatalogue, studioCatalogue } from './studio-fixtures.js';

const { imprintA, imprintB } = studioCatalogue;
const PERFORMANCE = 'perf-edits';
const VIDEO = 'video-edits';
const PASSWORD = 'a long passphrase 42';

type Point = [number, number];

/** A film removed (its files, key, poster and the product's refs) and its sync corrected. */
describe.each(testDrivers)('studio film removal and sync on %s', (driver) => {
  let t: TestApp;
  let dataDir: string;
  let fixtures: FilmFixtures;
  let headers: Record<string, Record<string, string>>;
  const as = (who: string) => asPerson(t.app, headers[who] ?? clientHeaders);
  const sql = async <Row>(text: string, values: unknown[] = []) =>
    (await t.database.handle.executeSql(text, values)).rows as Row[];
  const media = (relative: string) => path.join(dataDir, 'media', relative);
  const filmUrl = (productId: string, angle: string, rest = '') =>
    `/api/studio/products/${productId}/films/${angle}${rest}`;

  /** Uploads the film and waits for its job to be done. */
  async function filmed(productId: string, angle: string): Promise<void> {
    const answer = await t.app.inject({
      method: 'PUT',
      url: filmUrl(productId, angle),
      headers: { ...headers.a, 'content-type': 'video/mp4' },
      payload: readFileSync(fixtures.film),
    });
    expect(answer.statusCode, answer.body).toBe(202);
    const { jobId } = answer.json<FilmJob>();
    for (let attempt = 0; attempt < 480; attempt += 1) {
      const job = (
        await as('a')('GET', `/api/studio/products/${productId}/film-jobs/${jobId}`)
      ).json<FilmJob>();
      if (job.state === 'failed') throw new Error(`film job failed: ${String(job.error)}`);
      if (job.state === 'done') return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`film job ${jobId} did not finish`);
  }

  const filmFolder = async (productId: string, angle: string) => {
    const [row] = await sql<{ path: string }>(
      "SELECT path FROM media_assets WHERE product_id = $1 AND kind = 'video' AND variant = $2",
      [productId, angle],
    );
    if (!row) throw new Error(`no ${angle} film of ${productId}`);
    return row.path;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cadenza-film-edits-'));
    fixtures = await makeFilmFixtures(dataDir);
    t = await buildTestApp(driver, { DATA_DIR: dataDir }, { runWorkers: true });
    const db = t.database.handle;
    await insertStudioCatalogue(db);
    await insertProduct(db, { id: PERFORMANCE, type: 'performance', scoreRef: SCALE_SCORE_REF });
    await insertProduct(db, { id: VIDEO, type: 'video' });
    await db.executeSql('UPDATE products SET publisher_id = $1 WHERE id = ANY($2::text[])', [
      imprintA.id,
      [PERFORMANCE, VIDEO],
    ]);
    const sessionOf = async (
      email: string,
      role: 'admin' | 'publisher' | 'ordinary',
      organisationId?: string,
    ) => {
      const user = await createTestUser(db, { email, password: PASSWORD, role });
      if (organisationId)
        await db.executeSql('UPDATE users SET organisation_id = $1 WHERE id = $2', [
          organisationId,
          user.id,
        ]);
      const { cookie } = await signIn(t.app, { email, password: PASSWORD });
      return { user, headers: { ...clientHeaders, cookie } };
    };
    const subscriber = await sessionOf('subscriber@example.com', 'ordinary');
    await insertSubscription(db, {
      userId: subscriber.user.id,
      status: 'active',
      periodEnd: new Date(Date.now() + 86_400_000),
    });
    headers = {
      a: (await sessionOf('alder@example.com', 'publisher', imprintA.id)).headers,
      b: (await sessionOf('birch@example.com', 'publisher', imprintB.id)).headers,
      ordinary: (await sessionOf('reader@example.com', 'ordinary')).headers,
      subscriber: subscriber.headers,
    };
    // A performance filmed from the top and the left (aligned to its score), a video's film.
    await filmed(PERFORMANCE, 'top');
    await filmed(PERFORMANCE, 'left');
    await filmed(VIDEO, 'main');
  }, 600_000);

  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets no one but the staff who may edit the product remove a film or touch its sync', async () => {
    const sync = { syncMap: { points: [[0, 0] as Point, [1000, 1] as Point] } };
    const calls: [string, string, unknown?][] = [
      ['DELETE', filmUrl(PERFORMANCE, 'top')],
      ['GET', filmUrl(PERFORMANCE, 'top', '/sync')],
      ['PUT', filmUrl(PERFORMANCE, 'top', '/sync'), sync],
      ['GET', filmUrl(PERFORMANCE, 'top', '/audio.m4a')],
    ];
    for (const [method, url, body] of calls) {
      const guest = await as('guest')(method, url, body);
      expect(guest.statusCode, `${method} ${url}`).toBe(401);
      expect(guest.json()).toMatchObject({ message: accountServerMessages.notSignedIn });
      expect((await as('ordinary')(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      // Another imprint's publisher is told the product does not exist.
      const other = await as('b')(method, url, body);
      expect(other.statusCode, `${method} ${url}`).toBe(404);
      expect(other.json()).toMatchObject({
        message: catalogueMessages.productNotFound(PERFORMANCE),
      });
    }
    const [row] = await sql<{ videos: { perspective: string }[] }>(
      'SELECT videos FROM products WHERE id = $1',
      [PERFORMANCE],
    );
    expect(row?.videos.map((video) => video.perspective)).toEqual(['top', 'left']);
    expect(existsSync(media(await filmFolder(PERFORMANCE, 'top')))).toBe(true);
  });

  it("reads and corrects a film's sync as a recording's is, refusing a bad map whole", async () => {
    const answer = await as('a')('GET', filmUrl(PERFORMANCE, 'top', '/sync'));
    expect(answer.statusCode, answer.body).toBe(200);
    const sync = answer.json<StudioFilmSyncAnswer>().film;
    if (!sync) throw new Error('the uploaded film has no sync');
    const points = sync.syncMap.points as Point[];
    expect(points.length).toBeGreaterThan(4);
    expect(points.at(-1)?.[1]).toBe(sync.scoreEndQuarters);

    const notRising = points.map(([ms, q], index): Point => (index === 2 ? [0, q] : [ms, q]));
    const refused = await as('a')('PUT', filmUrl(PERFORMANCE, 'top', '/sync'), {
      syncMap: { points: notRising },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: studioSyncMessages.notRising(3) });

    const [ms2 = 0, q2 = 0] = points[2] ?? [];
    const moved = points.map(([ms, q], index): Point => (index === 2 ? [ms2 + 40, q2] : [ms, q]));
    const saved = await as('a')('PUT', filmUrl(PERFORMANCE, 'top', '/sync'), {
      syncMap: { points: moved },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<StudioRecordingSync>().syncMap.points).toEqual(moved);
    // The performance page's score follows the camera through the corrected map.
    const pkg = (
      await as('subscriber')('GET', `/api/products/${PERFORMANCE}/package`)
    ).json<ContentPackage>();
    const filmSync = pkg.kind === 'score' ? pkg.filmSync : undefined;
    expect(filmSync?.find((each) => each.perspective === 'top')?.syncMap.points).toEqual(moved);
    expect(filmSync?.find((each) => each.perspective === 'left')?.syncMap.points).not.toEqual(
      moved,
    );

    // A film of a product without a score has no sync.
    expect((await as('a')('GET', filmUrl(VIDEO, 'main', '/sync'))).json()).toEqual({ film: null });
    const none = await as('a')('PUT', filmUrl(VIDEO, 'main', '/sync'), {
      syncMap: { points: [[0, 0] as Point, [1000, 1] as Point] },
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: studioFilmEditMessages.noFilmSync('main') });
  });

  it("gives the sync editor the film's sound alone, as long as the film", async () => {
    const answer = await as('a')('GET', filmUrl(PERFORMANCE, 'top', '/audio.m4a'));
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    expect(answer.headers['content-type']).toBe('audio/mp4');
    const file = path.join(dataDir, 'film-audio.m4a');
    writeFileSync(file, answer.rawPayload);
    const log = ffmpeg(['-i', file, '-f', 'null', '-']);
    expect(log).toMatch(/Audio: aac/);
    expect(log).not.toMatch(/Video:/);
    const [film] = await sql<{ duration_ms: number }>(
      "SELECT duration_ms FROM media_assets WHERE product_id = $1 AND kind = 'video' AND variant = 'top'",
      [PERFORMANCE],
    );
    const seconds = /Duration: (\d+):(\d+):([\d.]+)/.exec(log);
    const durationMs =
      (Number(seconds?.[1]) * 3600 + Number(seconds?.[2]) * 60 + Number(seconds?.[3])) * 1000;
    // The whole film (its segments are 6 s), give or take the audio's own framing.
    expect(Math.abs(durationMs - (film?.duration_ms ?? 0))).toBeLessThan(500);
    // Kept in the film's folder, so it goes with it.
    expect(existsSync(media(`${await filmFolder(PERFORMANCE, 'top')}/sync-audio.m4a`))).toBe(true);
  });

  it('removes one camera: its files, key and poster, and the product lists it no more at once', async () => {
    const poster = await as('a')('PUT', `/api/studio/products/${PERFORMANCE}/poster`, {
      angle: 'top',
      atMs: 1000,
    });
    expect(poster.statusCode, poster.body).toBe(200);
    const cover = poster.json<StudioProduct>().uploadedCover ?? '';
    const coverFile = media(`${PERFORMANCE}/covers/${cover.split('/').at(-1) ?? ''}`);
    expect(existsSync(coverFile)).toBe(true);
    const folder = await filmFolder(PERFORMANCE, 'top');
    const before = (await as('subscriber')('GET', `/api/products/${PERFORMANCE}`)).json<Product>();
    expect(before.videos.map((video) => video.perspective)).toEqual(['top', 'left']);

    const removed = await as('a')('DELETE', filmUrl(PERFORMANCE, 'top'));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<StudioFilms>().films.map((film) => film.angle)).toEqual(['left']);

    expect(existsSync(media(folder))).toBe(false);
    expect(existsSync(coverFile)).toBe(false);
    expect(existsSync(media(await filmFolder(PERFORMANCE, 'left')))).toBe(true);
    expect(
      await sql('SELECT variant FROM media_keys WHERE product_id = $1 ORDER BY variant', [
        PERFORMANCE,
      ]),
    ).toEqual([{ variant: 'left' }]);
    // The catalogue's answer (cached before) changes at once: no top camera, the drawn cover.
    const after = (await as('subscriber')('GET', `/api/products/${PERFORMANCE}`)).json<Product>();
    expect(after.videos.map((video) => video.perspective)).toEqual(['left']);
    expect(before.coverImage.url).toBe(cover);
    expect(after.coverImage.url).not.toContain('/covers/');
    expect(after.videoDuration).toBe(before.videoDuration);
    const playlist = await as('subscriber')(
      'GET',
      `/api/products/${PERFORMANCE}/videos/top/playlist.m3u8`,
    );
    expect(playlist.statusCode).toBe(404);

    // Gone: asked again, it is not there.
    const again = await as('a')('DELETE', filmUrl(PERFORMANCE, 'top'));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: studioFilmEditMessages.noUploadedFilm('top') });
  });

  it("removes a video's one film: no playlist and no length left", async () => {
    const folder = await filmFolder(VIDEO, 'main');
    const before = (await as('subscriber')('GET', `/api/products/${VIDEO}`)).json<Product>();
    expect(before.videoPlaylistUrl).not.toBeNull();
    const removed = await as('a')('DELETE', filmUrl(VIDEO, 'main'));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<StudioFilms>().films).toEqual([]);
    expect(existsSync(media(folder))).toBe(false);
    const after = (await as('subscriber')('GET', `/api/products/${VIDEO}`)).json<Product>();
    expect(after.videoPlaylistUrl).toBeNull();
    expect(after.videoDuration).toBeNull();
    expect(await sql('SELECT variant FROM media_keys WHERE product_id = $1', [VIDEO])).toEqual([]);
  });
});
