import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { studioRecordingMessages } from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { buildTestApp, clientHeaders, type TestApp } from '../test-app.js';
import { insertStudioCatalogue, studioCatalogue } from './studio-fixtures.js';

/**
 * The studio's streamed uploads through a real connection, as a browser sends them: the body is
 * the request stream itself, which the hooks before the handler must leave alone (`inject`
 * hands the routes a stream of its own, so the other suites cannot tell).
 */
describe('studio uploads over a socket', () => {
  let t: TestApp;
  let dataDir: string;
  let address: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cadenza-socket-uploads-'));
    t = await buildTestApp('pglite', { DATA_DIR: dataDir });
    await insertStudioCatalogue(t.database.handle);
    const password = 'a long passphrase 42';
    await createTestUser(t.database.handle, {
      email: 'admin@example.com',
      password,
      role: 'admin',
    });
    const { cookie } = await signIn(t.app, { email: 'admin@example.com', password });
    headers = { ...clientHeaders, cookie };
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers a multipart score upload', async () => {
    const form = new FormData();
    form.append('publish', 'false');
    form.append('files', new Blob(['<score-partwise version="4.0"/>']), 'Set/song.musicxml');
    const response = await fetch(`${address}/api/studio/imports`, {
      method: 'POST',
      body: form,
      headers,
      signal: AbortSignal.timeout(10_000),
    });
    expect(response.status, await response.clone().text()).toBe(202);
    expect(await response.json()).toEqual({ id: expect.any(String) });
  });

  it('answers a recording sent as the body', async () => {
    await t.database.handle.executeSql('UPDATE products SET score_ref = $1 WHERE id = $2', [
      'gen:scale:major:rh-1:C-major',
      studioCatalogue.piecesA[0],
    ]);
    const response = await fetch(
      `${address}/api/studio/products/${studioCatalogue.piecesA[0]}/recording`,
      {
        method: 'PUT',
        body: new Uint8Array(20_000).fill(7),
        headers: { ...headers, 'content-type': 'audio/wav' },
        signal: AbortSignal.timeout(10_000),
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: studioRecordingMessages.undecodable });
  });
});
