import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  accountServerMessages,
  catalogueMessages,
  studioFilmMessages,
  studioJobMessages,
  studioMessages,
  type ContentPackage,
  type FilmJob,
  type Product,
  type StudioFilms,
  type StudioJobs,
  type StudioProduct,
} from '@cadenza/domain';
import { median } from '@cadenza/music/align';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSegment, readPlaylistTimes } from '../../src/modules/studio/films/film-hls.js';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { insertProduct, insertSubscription } from '../content/content-fixtures.js';
import { testDrivers } from '../databases.js';
import { asPerson } from '../library/library-fixtures.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { ffmpeg, SCALE_SCORE_REF, makeFilmFixtures, type FilmFixtures } from './film-fixtures.js';
import { insertStudioCatalogue, studioCatalogue } from './studio-fixtures.js';

const { imprintA, imprintB, piecesA } = studioCatalogue;
const PERFORMANCE_A = 'perf-a';
const PERFORMANCE_B = 'perf-b';
const VIDEO_A = 'video-a';
const PASSWORD = 'a long passphrase 42';

/** Films uploaded in the studio, made into HLS by their job and aligned, on both databases. */
describe.each(testDrivers)('studio films on %s', (driver) => {
  let t: TestApp;
  let dataDir: string;
  let fixtures: FilmFixtures;
  let headers: Record<string, Record<string, string>>;

  const as = (who: string) => asPerson(t.app, headers[who] ?? clientHeaders);
  const upload = (
    who: string,
    productId: string,
    angle: string,
    file: string | Buffer,
    type = 'video/mp4',
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/studio/products/${productId}/films/${angle}`,
      headers: { ...(headers[who] ?? clientHeaders), 'content-type': type },
      payload: typeof file === 'string' ? readFileSync(file) : file,
    });
  const sql = async <Row>(text: string, values: unknown[] = []) =>
    (await t.database.handle.executeSql(text, values)).rows as Row[];
  const videoAssets = (productId: string) =>
    sql<{ variant: string }>(
      "SELECT variant FROM media_assets WHERE product_id = $1 AND kind = 'video' ORDER BY variant",
      [productId],
    );
  const spooled = () => {
    try {
      return readdirSync(path.join(dataDir, 'film-uploads'));
    } catch {
      return [];
    }
  };

  async function finished(who: string, productId: string, jobId: string): Promise<FilmJob[]> {
    const seen: FilmJob[] = [];
    for (let attempt = 0; attempt < 480; attempt += 1) {
      const answer = await as(who)('GET', `/api/studio/products/${productId}/film-jobs/${jobId}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const job = answer.json<FilmJob>();
      seen.push(job);
      if (job.state === 'done' || job.state === 'failed') return seen;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`film job ${jobId} did not finish`);
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cadenza-films-'));
    fixtures = await makeFilmFixtures(dataDir);
    t = await buildTestApp(driver, { DATA_DIR: dataDir }, { runWorkers: true });
    const db = t.database.handle;
    await insertStudioCatalogue(db);
    await insertProduct(db, { id: PERFORMANCE_A, type: 'performance', scoreRef: SCALE_SCORE_REF });
    await insertProduct(db, { id: PERFORMANCE_B, type: 'performance', scoreRef: SCALE_SCORE_REF });
    await insertProduct(db, { id: VIDEO_A, type: 'video' });
    await db.executeSql('UPDATE products SET publisher_id = $1 WHERE id = ANY($2::text[])', [
      imprintA.id,
      [PERFORMANCE_A, VIDEO_A],
    ]);
    await db.executeSql('UPDATE products SET publisher_id = $1 WHERE id = $2', [
      imprintB.id,
      PERFORMANCE_B,
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
      admin: (await sessionOf('admin@example.com', 'admin')).headers,
      a: (await sessionOf('alder@example.com', 'publisher', imprintA.id)).headers,
      b: (await sessionOf('birch@example.com', 'publisher', imprintB.id)).headers,
      ordinary: (await sessionOf('reader@example.com', 'ordinary')).headers,
      subscriber: subscriber.headers,
    };
  }, 180_000);

  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets no one but the staff who may edit the product near its films, changing nothing', async () => {
    const asOrdinary = await upload('ordinary', PERFORMANCE_A, 'top', fixtures.film);
    expect(asOrdinary.statusCode).toBe(403);
    expect(asOrdinary.json()).toMatchObject({ message: studioMessages.notStaff });
    const asGuest = await upload('guest', PERFORMANCE_A, 'top', fixtures.film);
    expect(asGuest.statusCode).toBe(401);
    expect(asGuest.json()).toMatchObject({ message: accountServerMessages.notSignedIn });
    // Each publisher is told the other imprint's performance does not exist.
    const asB = await upload('b', PERFORMANCE_A, 'top', fixtures.film);
    expect(asB.statusCode).toBe(404);
    expect(asB.json()).toMatchObject({ message: catalogueMessages.productNotFound(PERFORMANCE_A) });
    expect((await upload('a', PERFORMANCE_B, 'top', fixtures.film)).statusCode).toBe(404);

    const jobUrl = `/api/studio/products/${PERFORMANCE_A}/film-jobs/00000000-0000-4000-8000-000000000000`;
    for (const url of [
      `/api/studio/products/${PERFORMANCE_A}/films`,
      jobUrl,
      `/api/studio/products/${PERFORMANCE_A}/films/top/frame.jpg?atMs=0`,
    ]) {
      expect((await as('guest')('GET', url)).statusCode).toBe(401);
      expect((await as('ordinary')('GET', url)).statusCode).toBe(403);
      expect((await as('b')('GET', url)).statusCode).toBe(404);
    }
    const poster = { angle: 'top', atMs: 0 };
    const posterUrl = `/api/studio/products/${PERFORMANCE_A}/poster`;
    expect((await as('ordinary')('PUT', posterUrl, poster)).statusCode).toBe(403);
    expect((await as('b')('PUT', posterUrl, poster)).statusCode).toBe(404);

    expect(await sql('SELECT id FROM film_uploads')).toEqual([]);
    expect(await videoAssets(PERFORMANCE_A)).toEqual([]);
    expect(await videoAssets(PERFORMANCE_B)).toEqual([]);
    expect(spooled()).toEqual([]);
  });

  it('refuses what is not a film it can use, saying why, and keeps nothing', async () => {
    const refusals: [string, string, string | Buffer, string, string][] = [
      [PERFORMANCE_A, 'top', fixtures.film, 'audio/wav', studioFilmMessages.notFilm],
      [PERFORMANCE_A, 'top', Buffer.from('a film'), 'text/plain', studioFilmMessages.notFilm],
      [
        PERFORMANCE_A,
        'main',
        fixtures.film,
        'video/mp4',
        studioFilmMessages.notAngle('main', ['top', 'left', 'right']),
      ],
      [VIDEO_A, 'top', fixtures.film, 'video/mp4', studioFilmMessages.notAngle('top', ['main'])],
      [piecesA[0], 'main', fixtures.film, 'video/mp4', studioFilmMessages.noFilms],
      [PERFORMANCE_A, 'top', Buffer.alloc(0), 'video/mp4', studioFilmMessages.empty],
      [PERFORMANCE_A, 'top', Buffer.alloc(60_000, 7), 'video/mp4', studioFilmMessages.unreadable],
      [PERFORMANCE_A, 'top', fixtures.truncated, 'video/mp4', studioFilmMessages.unreadable],
      [PERFORMANCE_A, 'top', fixtures.soundOnly, 'video/mp4', studioFilmMessages.noPicture],
      [PERFORMANCE_A, 'left', fixtures.silent, 'video/quicktime', studioFilmMessages.noSound],
      [PERFORMANCE_A, 'top', fixtures.tooShort, 'video/mp4', studioFilmMessages.tooShort],
    ];
    for (const [productId, angle, file, type, message] of refusals) {
      const answer = await upload('a', productId, angle, file, type);
      expect(answer.statusCode, `${productId} ${angle} ${message}`).toBe(400);
      expect(answer.json()).toMatchObject({ message });
    }
    expect(await sql('SELECT id FROM film_uploads')).toEqual([]);
    expect(await videoAssets(PERFORMANCE_A)).toEqual([]);
    expect(spooled()).toEqual([]);
    const [product] = await sql<{ videos: unknown }>('SELECT videos FROM products WHERE id = $1', [
      PERFORMANCE_A,
    ]);
    expect(product?.videos).toEqual([]);
  });

  it("makes a publisher's film AES-128 HLS with its sync to the score, for subscribers only", async () => {
    const started = await upload('a', PERFORMANCE_A, 'top', fixtures.film);
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json<FilmJob>();
    const seen = await finished('a', PERFORMANCE_A, jobId);
    expect(seen.at(-1)).toEqual({
      jobId,
      angle: 'top',
      state: 'done',
      stage: null,
      percent: null,
      error: null,
    });
    expect(spooled()).toEqual([]);
    // Another imprint's publisher cannot read its job either.
    expect(
      (await as('b')('GET', `/api/studio/products/${PERFORMANCE_A}/film-jobs/${jobId}`)).statusCode,
    ).toBe(404);

    const films = (
      await as('a')('GET', `/api/studio/products/${PERFORMANCE_A}/films`)
    ).json<StudioFilms>();
    expect(films.angles).toEqual(['top', 'left', 'right']);
    expect(films.hasScore).toBe(true);
    expect(films.jobs).toEqual([]);
    expect(films.films).toEqual([expect.objectContaining({ angle: 'top', isUploaded: true })]);
    expect(films.films[0]?.syncPoints).toBe(fixtures.quarters.length + 1);

    // The product offers the camera, and the catalogue shows the film's length.
    const product = (
      await as('subscriber')('GET', `/api/products/${PERFORMANCE_A}`)
    ).json<Product>();
    expect(product.videos).toEqual([
      { perspective: 'top', url: `/api/products/${PERFORMANCE_A}/videos/top/playlist.m3u8` },
    ]);
    const seconds = fixtures.truth.at(-1) ?? 0;
    expect(product.videoDuration).toBeGreaterThan(seconds * 1000);

    const base = `/api/products/${PERFORMANCE_A}/videos/top`;
    for (const who of ['guest', 'ordinary'])
      for (const file of ['playlist.m3u8', 'key', 'segment-00000.ts'])
        expect((await as(who)('GET', `${base}/${file}`)).statusCode).toBe(
          who === 'guest' ? 401 : 403,
        );
    const playlist = await as('subscriber')('GET', `${base}/playlist.m3u8`);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toMatch(/#EXT-X-KEY:METHOD=AES-128,URI="key",IV=0x[0-9a-f]{32}/);
    const key = await as('subscriber')('GET', `${base}/key`);
    expect(key.statusCode).toBe(200);
    expect(key.rawPayload).toHaveLength(16);
    // Every segment decrypts with the key into MPEG-TS that ffmpeg decodes, picture and sound.
    const { segments, iv } = readPlaylistTimes(playlist.body);
    expect(segments.length).toBeGreaterThan(1);
    const plain: Buffer[] = [];
    for (const segment of segments) {
      const answer = await as('subscriber')('GET', `${base}/${segment.name}`);
      expect(answer.statusCode).toBe(200);
      // Not MPEG-TS as sent (a sync byte every 188 bytes); one byte alone is 0x47 once in 256.
      expect([0, 188, 376].map((at) => answer.rawPayload[at])).not.toEqual([0x47, 0x47, 0x47]);
      const ts = decryptSegment(answer.rawPayload, key.rawPayload, iv, segment.sequence);
      expect(ts[0]).toBe(0x47);
      plain.push(ts);
    }
    const joined = path.join(dataDir, 'joined.ts');
    writeFileSync(joined, Buffer.concat(plain));
    const decoded = ffmpeg(['-xerror', '-i', joined, '-f', 'null', '-']);
    expect(decoded).toMatch(/Video: h264/);
    expect(decoded).toMatch(/Audio: aac/);

    // The performance's package carries the film's sync: a point at each onset of the score,
    // where the performance played it.
    const pkg = (
      await as('subscriber')('GET', `/api/products/${PERFORMANCE_A}/package`)
    ).json<ContentPackage>();
    if (pkg.kind !== 'score') throw new Error('not a score package');
    const sync = pkg.filmSync?.find((film) => film.perspective === 'top');
    if (!sync) throw new Error('no film sync in the package');
    const points = sync.syncMap.points;
    expect(points.slice(0, fixtures.quarters.length).map(([, quarters]) => quarters)).toEqual(
      fixtures.quarters,
    );
    const errors = fixtures.quarters.map((_, index) =>
      Math.abs((points[index]?.[0] ?? 0) - (fixtures.truth[index] ?? 0) * 1000),
    );
    expect(median(errors)).toBeLessThanOrEqual(40);
  }, 240_000);

  it("shows a film's frames to its staff and makes one the product's poster", async () => {
    const frameUrl = (atMs: number, angle = 'top') =>
      `/api/studio/products/${PERFORMANCE_A}/films/${angle}/frame.jpg?atMs=${String(atMs)}`;
    const frame = await as('a')('GET', frameUrl(1500));
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-type']).toBe('image/jpeg');
    expect(frame.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const later = await as('a')('GET', frameUrl(7000));
    expect(later.statusCode).toBe(200);
    // testsrc draws a moving picture: another time, another frame.
    expect(later.rawPayload.equals(frame.rawPayload)).toBe(false);
    const outside = await as('a')('GET', frameUrl(3_600_000));
    expect(outside.statusCode).toBe(400);
    expect(outside.json<{ message: string }>().message).toMatch(/^choose a time within the film/);
    const noFilm = await as('a')('GET', frameUrl(0, 'left'));
    expect(noFilm.statusCode).toBe(404);
    expect(noFilm.json()).toMatchObject({ message: studioFilmMessages.noFilm('left') });

    const poster = await as('a')('PUT', `/api/studio/products/${PERFORMANCE_A}/poster`, {
      angle: 'top',
      atMs: 1500,
    });
    expect(poster.statusCode, poster.body).toBe(200);
    const studioProduct = poster.json<StudioProduct>();
    expect(studioProduct.uploadedCover).toMatch(
      new RegExp(`^/api/images/products/${PERFORMANCE_A}/covers/[0-9a-f]{64}\\.jpg$`),
    );
    const product = (await as('guest')('GET', `/api/products/${PERFORMANCE_A}`)).json<Product>();
    expect(product.coverImage.url).toBe(studioProduct.uploadedCover);
    const image = await as('guest')('GET', studioProduct.uploadedCover ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(frame.rawPayload)).toBe(true);
  }, 60_000);

  it('ends a film damaged past its start as failed, saying why, and keeps nothing of it', async () => {
    const started = await upload('admin', PERFORMANCE_A, 'left', fixtures.damaged);
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json<FilmJob>();
    const last = (await finished('admin', PERFORMANCE_A, jobId)).at(-1);
    expect(last?.state).toBe('failed');
    expect(last?.error).toMatch(/^the film could not be decoded to its end: /);
    expect(await videoAssets(PERFORMANCE_A)).toEqual([{ variant: 'top' }]);
    expect(spooled()).toEqual([]);
    const films = (
      await as('a')('GET', `/api/studio/products/${PERFORMANCE_A}/films`)
    ).json<StudioFilms>();
    expect(films.jobs).toEqual([
      expect.objectContaining({ jobId, angle: 'left', state: 'failed' }),
    ]);
  }, 120_000);

  it("makes a video's one film without a score to follow, and lists it", async () => {
    const started = await upload('a', VIDEO_A, 'main', fixtures.silent, 'video/quicktime');
    expect(started.statusCode, started.body).toBe(202);
    const last = (await finished('a', VIDEO_A, started.json<FilmJob>().jobId)).at(-1);
    expect(last?.state).toBe('done');
    const films = (
      await as('a')('GET', `/api/studio/products/${VIDEO_A}/films`)
    ).json<StudioFilms>();
    expect(films).toMatchObject({ angles: ['main'], hasScore: false, jobs: [] });
    expect(films.films).toEqual([
      expect.objectContaining({ angle: 'main', isUploaded: true, syncPoints: 0 }),
    ]);
    const product = (await as('guest')('GET', `/api/products/${VIDEO_A}`)).json<Product>();
    expect(product.videoPlaylistUrl).toBe(`/api/products/${VIDEO_A}/video/playlist.m3u8`);
    expect(product.mediaReady).toBe(true);
    expect(
      (await as('subscriber')('GET', `/api/products/${VIDEO_A}/video/playlist.m3u8`)).statusCode,
    ).toBe(200);
  }, 120_000);

  it('lists the films on the Jobs page of whoever uploaded them, a failed one not retried', async () => {
    const ofA = (await as('a')('GET', '/api/studio/jobs')).json<StudioJobs>();
    const films = ofA.items.filter((job) => job.kind === 'film');
    expect(films.map((job) => [job.title, job.status, job.done, job.total])).toEqual([
      [VIDEO_A, 'done', 3, 3],
      [`${PERFORMANCE_A} (top camera)`, 'done', 3, 3],
    ]);
    expect(films[1]?.productId).toBe(PERFORMANCE_A);
    const ofAdmin = (await as('admin')('GET', '/api/studio/jobs')).json<StudioJobs>();
    const [damaged] = ofAdmin.items;
    expect(damaged).toMatchObject({
      kind: 'film',
      title: `${PERFORMANCE_A} (left camera)`,
      status: 'failed',
      canRetry: false,
    });
    expect(damaged?.error).toMatch(/^the film could not be decoded to its end: /);
    const retry = await as('admin')('POST', `/api/studio/jobs/${damaged?.id ?? ''}/retry`);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ message: studioJobMessages.filmNotRetryable });
    expect(
      (await as('b')('GET', '/api/studio/jobs'))
        .json<StudioJobs>()
        .items.filter((job) => job.kind === 'film'),
    ).toEqual([]);
  });

  it('shows a job whose process stopped making progress as failed, never running', async () => {
    const [uploader] = await sql<{ id: string }>(
      "SELECT id FROM users WHERE email = 'alder@example.com'",
    );
    const [row] = await sql<{ id: string }>(
      `INSERT INTO film_uploads (product_id, angle, requested_by, upload, duration_ms, status, stage, percent, heartbeat_at)
       VALUES ($1, 'right', $2, '/nowhere/film', 9000, 'running', 'transcoding', 40, now() - interval '5 minutes')
       RETURNING id`,
      [PERFORMANCE_A, uploader?.id],
    );
    const jobId = row?.id ?? '';
    const answer = await as('a')('GET', `/api/studio/products/${PERFORMANCE_A}/film-jobs/${jobId}`);
    expect(answer.json()).toEqual({
      jobId,
      angle: 'right',
      state: 'failed',
      stage: null,
      percent: null,
      error: studioFilmMessages.stalled,
    });
    const listed = (await as('a')('GET', '/api/studio/jobs')).json<StudioJobs>().items;
    expect(listed.find((job) => job.id === jobId)).toMatchObject({
      status: 'failed',
      error: studioFilmMessages.stalled,
      canRetry: false,
    });
    // Alive a moment ago: working, at its per cent.
    await sql('UPDATE film_uploads SET heartbeat_at = now() WHERE id = $1', [jobId]);
    expect(
      (await as('a')('GET', `/api/studio/products/${PERFORMANCE_A}/film-jobs/${jobId}`)).json(),
    ).toMatchObject({ state: 'working', stage: 'transcoding', percent: 40 });
  });
});
