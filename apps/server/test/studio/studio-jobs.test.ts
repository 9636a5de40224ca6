import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  alignmentSteps,
  STUDIO_JOBS_PAGE_SIZE,
  studioJobMessages,
  studioMessages,
  type StudioJob,
  type StudioJobs,
} from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORE_IMPORT_JOB } from '../../src/modules/catalogue/import/score-import.service.js';
import { ALIGN_RECORDING_JOB } from '../../src/modules/studio/recordings/studio-recordings.service.js';
import { asPerson } from '../library/library-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { insertStudioCatalogue, signedInAs, studioCatalogue } from './studio-fixtures.js';

/**
 * The studio's jobs page: a person's own imports and recording alignments, their progress,
 * failures and Retry.
 */
describe.each(testDrivers)('studio jobs on %s', (driver) => {
  let t: TestApp;
  let publisherA: ReturnType<typeof asPerson>;
  let publisherB: ReturnType<typeof asPerson>;
  let ordinary: ReturnType<typeof asPerson>;
  let guest: ReturnType<typeof asPerson>;
  let uploads: string;
  const sql = (text: string, values: unknown[] = []) => t.database.handle.executeSql(text, values);

  /** An import of A's, as the upload endpoint records it, with `done` files worked. */
  async function insertImport(options: {
    name: string;
    status: string;
    error?: string;
    total?: number;
    done?: number;
  }): Promise<string> {
    const { rows } = await sql(
      `INSERT INTO score_imports (requested_by, imprint_id, name, status, error, total_files)
       SELECT id, organisation_id, $1, $2, $3, $4 FROM users WHERE email = 'alder@example.com'
       RETURNING id`,
      [options.name, options.status, options.error ?? null, options.total ?? null],
    );
    const id = String(rows[0]?.id);
    for (let position = 0; position < (options.done ?? 0); position++)
      await sql(
        `INSERT INTO score_import_files (import_id, position, file, status) VALUES ($1, $2, $3, 'imported')`,
        [id, position, `song-${String(position)}.musicxml`],
      );
    return id;
  }

  /** A recording alignment of A's piece, as the upload records it. */
  async function insertAlignment(options: {
    email?: string;
    productId?: string;
    status: string;
    step?: number;
    error?: string;
    retryable?: boolean;
    upload?: string;
    /** How long ago it was asked for (the list is newest first; two inserts may share an instant). */
    ageSeconds?: number;
  }): Promise<string> {
    const { rows } = await sql(
      `INSERT INTO recording_alignments
         (product_id, requested_by, upload, status, step, error, retryable, created_at)
       SELECT $1, id, $2, $3, $4, $5, $6, now() - make_interval(secs => $8)
         FROM users WHERE email = $7
       RETURNING id`,
      [
        options.productId ?? studioCatalogue.piecesA[0],
        options.upload ?? path.join(uploads, 'missing.wav'),
        options.status,
        options.step ?? 0,
        options.error ?? null,
        options.retryable ?? false,
        options.email ?? 'alder@example.com',
        options.ageSeconds ?? 0,
      ],
    );
    return String(rows[0]?.id);
  }

  const pageOf = async (person: ReturnType<typeof asPerson>, page = 1) => {
    const response = await person('GET', `/api/studio/jobs?page=${String(page)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StudioJobs>();
  };
  const jobsOf = async (person: ReturnType<typeof asPerson>) => (await pageOf(person)).items;

  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), 'cadenza-alignments-'));
    t = await buildTestApp(driver);
    guest = asPerson(t.app, clientHeaders);
    await insertStudioCatalogue(t.database.handle);
    publisherA = await signedInAs(t.database.handle, t.app, {
      email: 'alder@example.com',
      role: 'publisher',
      organisationId: studioCatalogue.imprintA.id,
    });
    publisherB = await signedInAs(t.database.handle, t.app, {
      email: 'birch@example.com',
      role: 'publisher',
      organisationId: studioCatalogue.imprintB.id,
    });
    ordinary = await signedInAs(t.database.handle, t.app, {
      email: 'reader@example.com',
      role: 'ordinary',
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(uploads, { recursive: true, force: true });
  });

  it('lists a person’s own imports with their progress, and nobody else’s', async () => {
    const running = await insertImport({
      name: 'Lieder, book 1',
      status: 'running',
      total: 5,
      done: 2,
    });
    expect(await jobsOf(publisherA)).toEqual([
      expect.objectContaining({
        id: running,
        kind: 'score-import',
        title: 'Lieder, book 1',
        status: 'running',
        done: 2,
        total: 5,
        unit: 'files',
        stage: null,
        productId: null,
        error: null,
        canRetry: false,
      }),
    ]);
    expect(await jobsOf(publisherB)).toEqual([]);
    const refused = await ordinary('GET', '/api/studio/jobs');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: studioMessages.notStaff });
    expect((await guest('GET', '/api/studio/jobs')).statusCode).toBe(401);
    await sql('DELETE FROM score_imports');
  });

  it('shows a job that stopped as failed with its reason, and Retry queues it again', async () => {
    const id = await insertImport({ name: 'Quartets', status: 'running', total: 3, done: 1 });
    await t.jobs.send(SCORE_IMPORT_JOB, { importId: id });
    expect((await jobsOf(publisherA)).find((job) => job.id === id)?.status).toBe('queued');
    await sql(
      `UPDATE pgboss.job SET state = 'failed', output = '{"message":"disk full"}'::jsonb
        WHERE name = $1 AND data->>'importId' = $2`,
      [SCORE_IMPORT_JOB, id],
    );
    const stopped = (await jobsOf(publisherA)).find((job) => job.id === id);
    expect(stopped).toMatchObject({
      status: 'failed',
      error: studioJobMessages.stopped('disk full'),
      canRetry: true,
    });
    // Another person cannot retry it, nor learn it exists.
    const byOther = await publisherB('POST', `/api/studio/jobs/${id}/retry`);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json()).toMatchObject({ message: studioJobMessages.jobNotFound(id) });
    const retried = await publisherA('POST', `/api/studio/jobs/${id}/retry`);
    expect(retried.statusCode, retried.body).toBe(202);
    expect(retried.json<StudioJob>()).toMatchObject({ status: 'queued', canRetry: false, done: 1 });
    const { rows } = await sql(
      `SELECT state::text AS state FROM pgboss.job WHERE name = $1 AND data->>'importId' = $2
        ORDER BY created_on`,
      [SCORE_IMPORT_JOB, id],
    );
    expect(rows.map((row) => row.state)).toEqual(['failed', 'created']);
  });

  it('says why an import failed and that it cannot be retried (its upload is gone)', async () => {
    const id = await insertImport({
      name: 'Broken zip',
      status: 'failed',
      error: 'the zip could not be read',
    });
    expect((await jobsOf(publisherA)).find((job) => job.id === id)).toMatchObject({
      status: 'failed',
      error: 'the zip could not be read',
      canRetry: false,
    });
    const retry = await publisherA('POST', `/api/studio/jobs/${id}/retry`);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ message: studioJobMessages.notRetryable });
    const done = await insertImport({ name: 'Done', status: 'done', total: 1, done: 1 });
    const notFailed = await publisherA('POST', `/api/studio/jobs/${done}/retry`);
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json()).toMatchObject({ message: studioJobMessages.notFailed });
  });

  it('retries an import that failed on an error it did not expect (its upload kept)', async () => {
    const id = await insertImport({
      name: 'Interrupted',
      status: 'failed',
      error: studioJobMessages.stopped('disk full'),
      total: 4,
      done: 2,
    });
    await sql('UPDATE score_imports SET retryable = true WHERE id = $1', [id]);
    expect((await jobsOf(publisherA)).find((job) => job.id === id)).toMatchObject({
      status: 'failed',
      error: studioJobMessages.stopped('disk full'),
      canRetry: true,
    });
    expect((await ordinary('POST', `/api/studio/jobs/${id}/retry`)).statusCode).toBe(403);
    expect((await guest('POST', `/api/studio/jobs/${id}/retry`)).statusCode).toBe(401);
    expect((await publisherB('POST', `/api/studio/jobs/${id}/retry`)).statusCode).toBe(404);
    const retried = await publisherA('POST', `/api/studio/jobs/${id}/retry`);
    expect(retried.statusCode, retried.body).toBe(202);
    expect(retried.json<StudioJob>()).toMatchObject({ status: 'queued', error: null });
    const [row] = (
      await sql('SELECT status, retryable, error FROM score_imports WHERE id = $1', [id])
    ).rows;
    expect(row).toEqual({ status: 'queued', retryable: false, error: null });
  });

  it('lists a person’s recording alignments with their step, and nobody else’s', async () => {
    const [pieceA1] = studioCatalogue.piecesA;
    const running = await insertAlignment({ status: 'running', step: 1, ageSeconds: 60 });
    const done = await insertAlignment({ status: 'done', step: 4 });
    await insertAlignment({
      email: 'birch@example.com',
      productId: studioCatalogue.pieceB,
      status: 'queued',
    });
    const mine = (await jobsOf(publisherA)).filter((job) => job.kind === 'recording-alignment');
    expect(mine).toEqual([
      expect.objectContaining({
        id: done,
        title: 'Quiet harbour',
        status: 'done',
        done: 4,
        total: 4,
        unit: 'steps',
        stage: null,
        productId: pieceA1,
      }),
      expect.objectContaining({
        id: running,
        status: 'running',
        done: 1,
        total: 4,
        stage: alignmentSteps[1],
        productId: pieceA1,
      }),
    ]);
    const theirs = (await jobsOf(publisherB)).filter((job) => job.kind === 'recording-alignment');
    expect(theirs.map((job) => job.title)).toEqual(['Juniper nocturne']);
    expect((await publisherB('POST', `/api/studio/jobs/${running}/retry`)).statusCode).toBe(404);
  });

  it('retries a failed alignment only while its upload is kept', async () => {
    const upload = path.join(uploads, 'kept.wav');
    const id = await insertAlignment({
      status: 'failed',
      step: 1,
      error: 'ffmpeg could not decode the file',
      retryable: true,
      upload,
    });
    expect((await jobsOf(publisherA)).find((job) => job.id === id)).toMatchObject({
      status: 'failed',
      error: 'ffmpeg could not decode the file',
      canRetry: true,
    });
    // The file has gone (nothing was ever written there here): it cannot be aligned again.
    const gone = await publisherA('POST', `/api/studio/jobs/${id}/retry`);
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toMatchObject({ message: studioJobMessages.uploadGone });
    await writeFile(upload, 'audio');
    const retried = await publisherA('POST', `/api/studio/jobs/${id}/retry`);
    expect(retried.statusCode, retried.body).toBe(202);
    expect(retried.json<StudioJob>()).toMatchObject({
      status: 'queued',
      done: 0,
      error: null,
      canRetry: false,
    });
    const { rows } = await sql(
      `SELECT job.data FROM recording_alignments a
         JOIN pgboss.job job ON job.id = a.job_id AND job.name = $1
        WHERE a.id = $2`,
      [ALIGN_RECORDING_JOB, id],
    );
    expect(rows[0]?.data).toEqual({
      alignmentId: id,
      productId: studioCatalogue.piecesA[0],
      upload,
    });
    // One that failed for good (a later recording replaced it) says why it cannot.
    const superseded = await insertAlignment({
      status: 'failed',
      error: studioJobMessages.superseded,
      upload,
    });
    const refused = await publisherA('POST', `/api/studio/jobs/${superseded}/retry`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: studioJobMessages.uploadGone });
  });

  it('pages a long list, newest first', async () => {
    await sql(
      `INSERT INTO score_imports (requested_by, imprint_id, name, status, created_at)
       SELECT u.id, u.organisation_id, 'Batch ' || n, 'done', now() - n * interval '1 minute'
         FROM users u, generate_series(1, 30) n WHERE u.email = 'birch@example.com'`,
    );
    const first = await pageOf(publisherB);
    expect(first.total).toBe(31);
    expect(first.pageSize).toBe(STUDIO_JOBS_PAGE_SIZE);
    expect(first.items).toHaveLength(STUDIO_JOBS_PAGE_SIZE);
    const second = await pageOf(publisherB, 2);
    expect(second.items).toHaveLength(31 - STUDIO_JOBS_PAGE_SIZE);
    expect(second.items.at(-1)?.title).toBe('Batch 30');
    const all = [...first.items, ...second.items].map((job) => job.id);
    expect(new Set(all).size).toBe(31);
  });
});
