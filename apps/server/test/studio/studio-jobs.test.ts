import {
  studioJobMessages,
  studioMessages,
  type StudioJob,
  type StudioJobs,
} from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORE_IMPORT_JOB } from '../../src/modules/catalogue/import/score-import.service.js';
import { asPerson } from '../library/library-fixtures.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { insertStudioCatalogue, signedInAs, studioCatalogue } from './studio-fixtures.js';

/** The studio's jobs page: a person's own imports, their progress, failures and Retry. */
describe.each(testDrivers)('studio jobs on %s', (driver) => {
  let t: TestApp;
  let publisherA: ReturnType<typeof asPerson>;
  let publisherB: ReturnType<typeof asPerson>;
  let ordinary: ReturnType<typeof asPerson>;
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

  const jobsOf = async (person: ReturnType<typeof asPerson>) => {
    const response = await person('GET', '/api/studio/jobs');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StudioJobs>().items;
  };

  beforeAll(async () => {
    t = await buildTestApp(driver);
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
  afterAll(() => t.close());

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
        error: null,
        canRetry: false,
      }),
    ]);
    expect(await jobsOf(publisherB)).toEqual([]);
    const refused = await ordinary('GET', '/api/studio/jobs');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: studioMessages.notStaff });
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
});
