import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scoreImportMessages, scoreImportSchema, type ScoreImport } from '@cadenza/domain';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { testDrivers } from '../databases.js';
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
          content: 'file,licence\ngarden/rose.musicxml,CC0 1.0\n',
        },
      ]);
      expect(started.statusCode).toBe(202);
      const { id } = started.json<{ id: string }>();
      const report = await finished('alder@example.com', id);
      expect(report).toMatchObject({
        status: 'done',
        imprintId: imprintA.id,
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
        `SELECT p.title, p.publisher_id, p.licence, v.title AS volume, c.title AS collection
         FROM products p
         JOIN product_relations pv ON pv.child_id = p.id JOIN products v ON v.id = pv.parent_id
         JOIN product_relations vc ON vc.child_id = v.id JOIN products c ON c.id = vc.parent_id
        WHERE p.id = ANY($1) ORDER BY p.title`,
        [report.files.flatMap((file) => (file.productId ? [file.productId] : []))],
      );
      expect(rows).toEqual([
        {
          title: 'Lily',
          publisher_id: imprintA.id,
          licence: null,
          volume: 'Garden Songs',
          collection: 'Alder Songbooks',
        },
        {
          title: 'Rose',
          publisher_id: imprintA.id,
          licence: 'CC0 1.0',
          volume: 'Garden Songs',
          collection: 'Alder Songbooks',
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
      { name: 'files', filename: 'birch.zip', content: zip },
    ]);
    expect(started.statusCode).toBe(202);
    const report = await finished('admin@example.com', started.json<{ id: string }>().id);
    expect(report).toMatchObject({ status: 'done', name: 'birch', imprintId: imprintB.id });
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
});
