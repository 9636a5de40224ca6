import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  scoreImportMessages,
  scoreImportSchema,
  studioJobMessages,
  type ScoreImport,
  type StudioJobs,
} from '@cadenza/domain';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
import { SCORE_IMPORT_JOB } from '../../src/modules/catalogue/import/score-import.service.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { musicXml } from './import-fixtures/score-files.js';

interface Part {
  name: string;
  filename?: string;
  content: string | Uint8Array;
}

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(parts: Part[]) {
  const boundary = `----cadenza${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.filename === undefined ? '' : 'Content-Type: application/octet-stream\r\n'}\r\n`,
      ),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const imprintA = { id: 'alder-press', name: 'Alder Press' };
const imprintB = { id: 'birch-music', name: 'Birch Music' };

describe.each(testDrivers)('score uploads on %s', (driver) => {
  let t: TestApp;
  let spool: string;
  const headersOf = new Map<string, Record<string, string>>();

  async function person(email: string, role: 'admin' | 'publisher' | 'ordinary', imprint?: string) {
    const password = 'a long passphrase 42';
    const user = await createTestUser(t.database.handle, { email, password, role });
    if (imprint)
      await t.database.handle.executeSql('UPDATE users SET organisation_id = $1 WHERE id = $2', [
        imprint,
        user.id,
      ]);
    const client = await signIn(t.app, { email, password });
    headersOf.set(email, { ...clientHeaders, cookie: client.cookie });
  }

  const upload = (who: string | null, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/studio/imports',
      headers: { ...(who ? headersOf.get(who) : clientHeaders), 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const read = (who: string | null, id: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/studio/imports/${id}`,
      headers: who ? headersOf.get(who) : clientHeaders,
    });

  /** Reads the import until its job has finished, as the studio page does. */
  async function finished(who: string, id: string): Promise<ScoreImport> {
    for (let attempt = 0; attempt < 600; attempt++) {
      const report = scoreImportSchema.parse((await read(who, id)).json());
      if (report.status === 'done' || report.status === 'failed') return report;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`import ${id} did not finish`);
  }

  const imports = async () =>
    Number(
      (await t.database.handle.executeSql('SELECT count(*)::int AS n FROM score_imports')).rows[0]
        ?.n,
    );

  const song = (movement: string, notes: string) =>
    musicXml({ work: 'Garden Songs', movement, composer: 'Smyth, Ethel', notes });

  beforeAll(async () => {
    spool = await mkdtemp(path.join(tmpdir(), 'cadenza-uploads-'));
    // The import job works here; the media jobs an import queues are not this test's.
    t = await buildTestApp(driver, { DATA_DIR: spool, DEMO_MEDIA: 'false' }, { runWorkers: true });
    for (const imprint of [imprintA, imprintB])
      await t.database.handle.executeSql('INSERT INTO organisations (id, name) VALUES ($1, $2)', [
        imprint.id,
        imprint.name,
      ]);
    await person('admin@example.com', 'admin');
    await person('alder@example.com', 'publisher', imprintA.id);
    await person('birch@example.com', 'publisher', imprintB.id);
    await person('loose@example.com', 'publisher');
    await person('reader@example.com', 'ordinary');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await rm(spool, { recursive: true, force: true });
  });

  it('refuses guests, ordinary users and publishers without an imprint, recording nothing', async () => {
    const parts = [{ name: 'files', filename: 'a.musicxml', content: song('Rose', 'CDEF') }];
    const guest = await upload(null, parts);
    expect(guest.statusCode).toBe(401);
    const ordinary = await upload('reader@example.com', parts);
    expect(ordinary.statusCode).toBe(403);
    expect(ordinary.json()).toMatchObject({ message: scoreImportMessages.notStaff });
    const loose = await upload('loose@example.com', parts);
    expect(loose.statusCode).toBe(403);
    expect(loose.json()).toMatchObject({ message: scoreImportMessages.noImprint });
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await read('reader@example.com', id)).statusCode).toBe(403);
    expect(await imports()).toBe(0);
  });

  it(
    'imports a publisher’s files into its own imprint, with progress and a report per file',
    { timeout: 240_000 },
    async () => {
      const started = await upload('alder@example.com', [
        { name: 'collection', content: 'Alder Songbooks' },
        { name: 'files', filename: 'garden/rose.musicxml', content: song('Rose', 'CDEF') },
        { name: 'files', filename: 'garden/lily.musicxml', content: song('Lily', 'EFGA') },
        {
          name: 'files',
          filename: 'garden/xml_score.musicxml',
          content: musicXml({ work: 'xml_score', notes: 'GGGG' }),
        },
        {
          name: 'metadata',
          filename: 'sheet.csv',
          content: 'file,licence,genres\ngarden/rose.musicxml,CC0 1.0,Art Song; Romantic\n',
        },
      ]);
      expect(started.statusCode).toBe(202);
      const { id } = started.json<{ id: string }>();
      const report = await finished('alder@example.com', id);
      expect(report).toMatchObject({
        status: 'done',
        imprintId: imprintA.id,
        publish: false,
        totalFiles: 3,
        counts: { imported: 2, merged: 0, refused: 1 },
      });
      expect(report.files.map((file) => [file.file, file.status, file.title])).toEqual([
        ['garden/lily.musicxml', 'imported', 'Lily'],
        ['garden/rose.musicxml', 'imported', 'Rose'],
        ['garden/xml_score.musicxml', 'refused', null],
      ]);
      expect(report.files[2]?.reason).toMatch(/^no title/);
      // The upload is deleted once imported.
      expect(await readdir(path.join(spool, 'score-imports'))).toEqual([]);
      const { rows } = await t.database.handle.executeSql(
        `SELECT p.title, p.publisher_id, p.licence, p.genres, p.published,
                v.title AS volume, v.published AS volume_published,
                c.title AS collection, c.published AS collection_published
         FROM products p
         JOIN product_relations pv ON pv.child_id = p.id JOIN products v ON v.id = pv.parent_id
         JOIN product_relations vc ON vc.child_id = v.id JOIN products c ON c.id = vc.parent_id
        WHERE p.id = ANY($1) ORDER BY p.title`,
        [report.files.flatMap((file) => (file.productId ? [file.productId] : []))],
      );
      expect(rows).toEqual([
        // A studio upload lands as drafts unless it asks to publish.
        {
          title: 'Lily',
          publisher_id: imprintA.id,
          licence: null,
          genres: [],
          published: false,
          volume: 'Garden Songs',
          volume_published: false,
          collection: 'Alder Songbooks',
          collection_published: false,
        },
        {
          title: 'Rose',
          publisher_id: imprintA.id,
          licence: 'CC0 1.0',
          genres: ['art song', 'romantic'],
          published: false,
          volume: 'Garden Songs',
          volume_published: false,
          collection: 'Alder Songbooks',
          collection_published: false,
        },
      ]);
      // Another imprint's publisher does not see it; an admin does.
      expect((await read('birch@example.com', id)).statusCode).toBe(404);
      expect((await read('admin@example.com', id)).statusCode).toBe(200);
    },
  );

  it('keeps a publisher to its own imprint and an admin to imprints that exist', async () => {
    const before = await imports();
    const parts = (imprintId: string) => [
      { name: 'imprintId', content: imprintId },
      { name: 'files', filename: 'a.musicxml', content: song('Tulip', 'ABCD') },
    ];
    const other = await upload('alder@example.com', parts(imprintB.id));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: scoreImportMessages.imprintNotYours });
    const unknown = await upload('admin@example.com', parts('no-such-press'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: scoreImportMessages.imprintNotFound('no-such-press'),
    });
    expect(await imports()).toBe(before);
  });

  it('imports an admin’s zip into the imprint it names', { timeout: 240_000 }, async () => {
    const zip = zipSync({ 'Birch/tulip.musicxml': strToU8(song('Tulip', 'ABCD')) });
    const started = await upload('admin@example.com', [
      { name: 'imprintId', content: imprintB.id },
      { name: 'publish', content: 'true' },
      { name: 'files', filename: 'birch.zip', content: zip },
    ]);
    expect(started.statusCode).toBe(202);
    const report = await finished('admin@example.com', started.json<{ id: string }>().id);
    expect(report).toMatchObject({
      status: 'done',
      name: 'birch',
      imprintId: imprintB.id,
      publish: true,
    });
    const { rows } = await t.database.handle.executeSql(
      'SELECT published FROM products WHERE id = $1',
      [report.files[0]?.productId],
    );
    expect(rows).toEqual([{ published: true }]);
    expect(report.files).toEqual([
      expect.objectContaining({ file: 'Birch/tulip.musicxml', status: 'imported', title: 'Tulip' }),
    ]);
    expect((await read('birch@example.com', report.id)).statusCode).toBe(200);
  });

  it('fails an import whose zip cannot be read, saying why', { timeout: 240_000 }, async () => {
    const started = await upload('admin@example.com', [
      { name: 'files', filename: 'broken.zip', content: 'not a zip at all' },
    ]);
    expect(started.statusCode).toBe(202);
    const report = await finished('admin@example.com', started.json<{ id: string }>().id);
    expect(report.status).toBe('failed');
    expect(report.error).toMatch(/^not a readable zip/);
    expect(report.files).toEqual([]);
  });

  it.each([
    ['no files', [{ name: 'collection', content: 'Empty' }], scoreImportMessages.noFiles],
    [
      'a zip beside other files',
      [
        { name: 'files', filename: 'a.zip', content: zipSync({}) },
        { name: 'files', filename: 'b.musicxml', content: song('B', 'CCCC') },
      ],
      scoreImportMessages.zipNotAlone,
    ],
    [
      'an unknown field',
      [{ name: 'owner', content: 'me' }],
      scoreImportMessages.unknownField('owner'),
    ],
    [
      'a file that is not a score',
      [{ name: 'files', filename: 'notes/cover.pdf', content: '%PDF-1.4' }],
      scoreImportMessages.notAScoreFile('notes/cover.pdf'),
    ],
    [
      'a sheet that is not a sheet',
      [
        { name: 'metadata', filename: 'sheet.xlsx', content: 'PK' },
        { name: 'files', filename: 'b.musicxml', content: song('B', 'CCCC') },
      ],
      scoreImportMessages.notASheet('sheet.xlsx'),
    ],
    [
      'publish neither true nor false',
      [
        { name: 'publish', content: 'yes' },
        { name: 'files', filename: 'b.musicxml', content: song('B', 'CCCC') },
      ],
      scoreImportMessages.badPublish,
    ],
    [
      'a path out of the upload',
      [{ name: 'files', filename: '../escape.musicxml', content: song('E', 'DDDD') }],
      scoreImportMessages.badFileName('../escape.musicxml'),
    ],
  ])('refuses an upload with %s, recording nothing', async (_case, parts, message) => {
    const before = await imports();
    const response = await upload('admin@example.com', parts);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await imports()).toBe(before);
  });

  it('refuses a body that is not multipart', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/studio/imports',
      headers: headersOf.get('admin@example.com'),
      payload: { files: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: scoreImportMessages.notMultipart });
  });

  it('answers 404 for an import that does not exist', async () => {
    const response = await read('admin@example.com', '00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });

  it(
    'ends an import whose job throws as failed, keeps its upload, and Retry finishes it',
    { timeout: 240_000 },
    async () => {
      // An upload spooled as the endpoint leaves it, whose settings cannot be read.
      const [row] = (
        await t.database.handle.executeSql(
          `INSERT INTO score_imports (requested_by, imprint_id, name, publish)
           SELECT id, organisation_id, 'Broken settings', false FROM users
            WHERE email = 'alder@example.com' RETURNING id`,
        )
      ).rows as { id: string }[];
      const id = String(row?.id);
      const folder = path.join(spool, 'score-imports', id);
      await mkdir(path.join(folder, 'files'), { recursive: true });
      await mkdir(path.join(folder, 'sheet'), { recursive: true });
      await writeFile(path.join(folder, 'files', 'iris.musicxml'), song('Iris', 'GABC'));
      await writeFile(path.join(folder, 'import.json'), '{ not json');
      await t.jobs.send(SCORE_IMPORT_JOB, { importId: id });
      const failed = await finished('alder@example.com', id);
      expect(failed.status).toBe('failed');
      expect(failed.error).toMatch(/^the import stopped: .*JSON/);
      expect(failed.error?.startsWith(studioJobMessages.stopped(''))).toBe(true);
      // The upload is kept, and the Jobs page offers Retry.
      expect(await readdir(path.join(folder, 'files'))).toEqual(['iris.musicxml']);
      const jobs = await t.app.inject({
        method: 'GET',
        url: '/api/studio/jobs',
        headers: headersOf.get('alder@example.com'),
      });
      expect(jobs.json<StudioJobs>().items.find((job) => job.id === id)).toMatchObject({
        status: 'failed',
        error: failed.error,
        canRetry: true,
      });

      await writeFile(path.join(folder, 'import.json'), '{"collection":null}');
      const retried = await t.app.inject({
        method: 'POST',
        url: `/api/studio/jobs/${id}/retry`,
        headers: headersOf.get('alder@example.com'),
      });
      expect(retried.statusCode, retried.body).toBe(202);
      const report = await finished('alder@example.com', id);
      expect(report).toMatchObject({ status: 'done', error: null, counts: { imported: 1 } });
      expect(report.files.map((file) => [file.file, file.status, file.title])).toEqual([
        ['iris.musicxml', 'imported', 'Iris'],
      ]);
    },
  );
});
