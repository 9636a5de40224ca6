import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  accountServerMessages,
  catalogueMessages,
  RECORDING_MAX_MINUTES,
  studioMessages,
  studioRecordingMessages,
  type ContentPackage,
  type RecordingAlignment,
  type StudioJobs,
} from '@cadenza/domain';
import { median, performScore, renderScoreReference } from '@cadenza/music/align';
import { createScoreLibrary } from '@cadenza/music/scores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALIGN_RECORDING_JOB } from '../../src/modules/studio/recordings/studio-recordings.service.js';
import { testDrivers } from '../databases.js';
import { asPerson } from '../library/library-fixtures.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { SCALE_SCORE_REF, wavOf } from './film-fixtures.js';
import { insertStudioCatalogue, studioCatalogue } from './studio-fixtures.js';

const { imprintA, imprintB, piecesA, pieceB } = studioCatalogue;
const [pieceA1, pieceA2] = piecesA as unknown as [string, string];

/** Uploads and alignment of recordings in the studio, on both databases. */
describe.each(testDrivers)('studio recordings on %s', (driver) => {
  let t: TestApp;
  let admin: ReturnType<typeof asPerson>;
  let publisherA: ReturnType<typeof asPerson>;
  let publisherB: ReturnType<typeof asPerson>;
  let ordinary: ReturnType<typeof asPerson>;
  let guest: ReturnType<typeof asPerson>;
  let cookies: Record<string, Record<string, string>>;
  let performance: ReturnType<typeof performScore>;
  let quarters: number[];
  let lost: string;

  /** Asks for the alignment until it is over, as the Recording section does. */
  async function finished(jobId: string): Promise<RecordingAlignment> {
    let state: RecordingAlignment | undefined;
    for (let attempt = 0; attempt < 240; attempt += 1) {
      const answer = await publisherA(
        'GET',
        `/api/studio/products/${pieceA1}/recording/alignments/${jobId}`,
      );
      expect(answer.statusCode).toBe(200);
      state = answer.json<RecordingAlignment>();
      if (state.state === 'done' || state.state === 'failed') return state;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`alignment ${jobId} did not finish: ${JSON.stringify(state)}`);
  }

  const upload = (who: string, productId: string, body: Buffer, type = 'audio/wav') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/studio/products/${productId}/recording`,
      headers: { ...(cookies[who] ?? clientHeaders), 'content-type': type },
      payload: body,
    });
  const assets = async (productId: string) =>
    (
      await t.database.handle.executeSql('SELECT kind FROM media_assets WHERE product_id = $1', [
        productId,
      ])
    ).rows;

  beforeAll(async () => {
    lost = await mkdtemp(path.join(tmpdir(), 'cadenza-lost-upload-'));
    t = await buildTestApp(driver, {}, { runWorkers: true });
    const db = t.database.handle;
    await insertStudioCatalogue(db);
    await db.executeSql('UPDATE products SET score_ref = $1 WHERE id = ANY($2::text[])', [
      SCALE_SCORE_REF,
      [pieceA1, pieceB],
    ]);
    const sessionOf = async (
      email: string,
      role: 'admin' | 'publisher' | 'ordinary',
      organisationId?: string,
    ) => {
      const password = 'a long passphrase 42';
      const user = await createTestUser(db, { email, password, role });
      if (organisationId)
        await db.executeSql('UPDATE users SET organisation_id = $1 WHERE id = $2', [
          organisationId,
          user.id,
        ]);
      const { cookie } = await signIn(t.app, { email, password });
      const headers = { ...clientHeaders, cookie };
      return { person: asPerson(t.app, headers), headers };
    };
    const asAdmin = await sessionOf('admin@example.com', 'admin');
    const asA = await sessionOf('alder@example.com', 'publisher', imprintA.id);
    const asB = await sessionOf('birch@example.com', 'publisher', imprintB.id);
    const asOrdinary = await sessionOf('reader@example.com', 'ordinary');
    admin = asAdmin.person;
    publisherA = asA.person;
    publisherB = asB.person;
    ordinary = asOrdinary.person;
    guest = asPerson(t.app, clientHeaders);
    cookies = {
      admin: asAdmin.headers,
      a: asA.headers,
      b: asB.headers,
      ordinary: asOrdinary.headers,
    };

    const score = createScoreLibrary().load(SCALE_SCORE_REF);
    if (!score) throw new Error('no score');
    const reference = await renderScoreReference(score);
    quarters = reference.onsetQuarters;
    performance = performScore({
      notes: reference.notes,
      onsets: reference.onsets,
      bars: reference.bars,
      style: {
        tempoCurve: true,
        rubato: true,
        ornaments: false,
        pedal: true,
        room: true,
        noiseDb: 35,
      },
      seed: 'studio recording test',
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await rm(lost, { recursive: true, force: true });
  });

  it('refuses everyone but the staff who may edit the piece, reading nothing and changing nothing', async () => {
    const wav = wavOf(performance.samples, performance.sampleRate);
    const asOrdinary = await upload('ordinary', pieceA1, wav);
    expect(asOrdinary.statusCode).toBe(403);
    expect(asOrdinary.json()).toMatchObject({ message: studioMessages.notStaff });
    const asGuest = await upload('guest', pieceA1, wav);
    expect(asGuest.statusCode).toBe(401);
    expect(asGuest.json()).toMatchObject({ message: accountServerMessages.notSignedIn });
    // Publisher B is told A's piece does not exist, as a missing one.
    const asB = await upload('b', pieceA1, wav);
    expect(asB.statusCode).toBe(404);
    expect(asB.json()).toMatchObject({ message: catalogueMessages.productNotFound(pieceA1) });
    expect((await upload('a', pieceB, wav)).statusCode).toBe(404);
    expect(await assets(pieceA1)).toEqual([]);
    expect(await assets(pieceB)).toEqual([]);
    const status = await publisherB(
      'GET',
      `/api/studio/products/${pieceA1}/recording/alignments/00000000-0000-4000-8000-000000000000`,
    );
    expect(status.statusCode).toBe(404);
    expect(
      (
        await ordinary(
          'GET',
          `/api/studio/products/${pieceA1}/recording/alignments/00000000-0000-4000-8000-000000000000`,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await guest(
          'GET',
          `/api/studio/products/${pieceA1}/recording/alignments/00000000-0000-4000-8000-000000000000`,
        )
      ).statusCode,
    ).toBe(401);
  });

  it('refuses what is not audio it can align, saying why', async () => {
    const notAudio = await upload('admin', pieceA1, Buffer.from('hello'), 'text/plain');
    expect(notAudio.statusCode).toBe(400);
    expect(notAudio.json()).toMatchObject({ message: studioRecordingMessages.notAudio });
    const garbage = await upload('admin', pieceA1, Buffer.alloc(50_000, 7));
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ message: studioRecordingMessages.undecodable });
    const empty = await upload('admin', pieceA1, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: studioRecordingMessages.empty });
    const tooLong = await upload(
      'admin',
      pieceA1,
      wavOf(new Float32Array((RECORDING_MAX_MINUTES * 60 + 5) * 4000), 4000),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      message: studioRecordingMessages.tooLong(RECORDING_MAX_MINUTES),
    });
    // A piece with no score has nothing to align with.
    const noScore = await upload(
      'admin',
      pieceA2,
      wavOf(performance.samples, performance.sampleRate),
    );
    expect(noScore.statusCode).toBe(400);
    expect(noScore.json()).toMatchObject({ message: studioRecordingMessages.noScore });
    expect(await assets(pieceA1)).toEqual([]);
    expect(await assets(pieceA2)).toEqual([]);
  });

  it("aligns a publisher's upload into the recording and sync map the piece's package gives the player", async () => {
    const started = await upload('a', pieceA1, wavOf(performance.samples, performance.sampleRate));
    expect(started.statusCode).toBe(202);
    const { jobId } = started.json<RecordingAlignment>();
    expect(await finished(jobId)).toEqual({ jobId, state: 'done', error: null });
    // The Jobs page lists it for its uploader, every step done, and for nobody else.
    const jobs = (await publisherA('GET', '/api/studio/jobs')).json<StudioJobs>().items;
    expect(jobs.find((job) => job.id === jobId)).toMatchObject({
      kind: 'recording-alignment',
      status: 'done',
      done: 4,
      total: 4,
      productId: pieceA1,
    });
    const theirs = (await publisherB('GET', '/api/studio/jobs')).json<StudioJobs>().items;
    expect(theirs.some((job) => job.id === jobId)).toBe(false);
    // Another imprint's publisher cannot read it either.
    expect(
      (await publisherB('GET', `/api/studio/products/${pieceA1}/recording/alignments/${jobId}`))
        .statusCode,
    ).toBe(404);

    const pkg = await admin('GET', `/api/products/${pieceA1}/package`);
    expect(pkg.statusCode).toBe(200);
    const content = pkg.json<ContentPackage>();
    if (content.kind !== 'score' || !content.recording)
      throw new Error('no recording in the package');
    const { points } = content.recording.syncMap;
    expect(points.slice(0, quarters.length).map(([, q]) => q)).toEqual(quarters);
    const errors = quarters.map((_, index) =>
      Math.abs(
        (points[index] as [number, number])[0] - (performance.truth[index] as number) * 1000,
      ),
    );
    expect(median(errors)).toBeLessThanOrEqual(20);
    expect(content.recording.durationMs).toBeGreaterThan(
      Math.round((performance.samples.length / performance.sampleRate) * 1000) - 100,
    );
    // The recording is stored where its asset says, and the piece's recording is the upload.
    const [asset] = (
      await t.database.handle.executeSql(
        "SELECT path, source FROM media_assets WHERE product_id = $1 AND kind = 'recording' AND variant = 'main'",
        [pieceA1],
      )
    ).rows as { path: string; source: string }[];
    if (!asset) throw new Error('no recording asset');
    expect(await t.services.content.store.size(asset.path)).toBeGreaterThan(1000);
    const [product] = (
      await t.database.handle.executeSql('SELECT recording_ref FROM products WHERE id = $1', [
        pieceA1,
      ])
    ).rows as { recording_ref: string }[];
    expect(product?.recording_ref).toBe(asset.source);
    expect(asset.source).toMatch(/^upload:/);
  }, 240_000);

  it('ends an alignment whose job throws as failed, with its reason; Retry aligns it once the upload is back', async () => {
    const upload = path.join(lost, 'performance.wav');
    const [row] = (
      await t.database.handle.executeSql(
        `INSERT INTO recording_alignments (product_id, requested_by, upload)
         SELECT $1, id, $2 FROM users WHERE email = 'alder@example.com' RETURNING id`,
        [pieceA1, upload],
      )
    ).rows as { id: string }[];
    const alignmentId = String(row?.id);
    const queued = await t.jobs.send(ALIGN_RECORDING_JOB, {
      alignmentId,
      productId: pieceA1,
      upload,
    });
    await t.database.handle.executeSql(
      'UPDATE recording_alignments SET job_id = $1 WHERE id = $2',
      [queued, alignmentId],
    );
    const failed = await finished(alignmentId);
    expect(failed.state).toBe('failed');
    expect(failed.error).toMatch(/^ffmpeg could not decode the recording \(.*No such file/);
    const jobs = (await publisherA('GET', '/api/studio/jobs')).json<StudioJobs>().items;
    expect(jobs.find((job) => job.id === alignmentId)).toMatchObject({
      status: 'failed',
      error: failed.error,
      canRetry: true,
    });
    // The queue's own job ended: it is not retried behind the studio's back.
    const { rows } = await t.database.handle.executeSql(
      'SELECT state::text AS state FROM pgboss.job WHERE name = $1 AND id = $2',
      [ALIGN_RECORDING_JOB, queued],
    );
    expect(rows).toEqual([{ state: 'completed' }]);

    await writeFile(upload, wavOf(performance.samples, performance.sampleRate));
    const retried = await publisherA('POST', `/api/studio/jobs/${alignmentId}/retry`);
    expect(retried.statusCode, retried.body).toBe(202);
    expect(await finished(alignmentId)).toEqual({
      jobId: alignmentId,
      state: 'done',
      error: null,
    });
  }, 240_000);
});
