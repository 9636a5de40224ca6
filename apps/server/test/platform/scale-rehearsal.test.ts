import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLIENT_ID_HEADER, WEB_CLIENT_ID } from '@cadenza/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3MediaStore } from '../../src/modules/content/s3-media-store.js';
import { createTestUser } from '../accounts-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../databases.js';
import { startS3Server, type TestS3Server } from '../s3-server.js';
import {
  freePort,
  getOnce,
  mainJs,
  startNode,
  stopIfRunning,
  waitForOutput,
  type Started,
} from './server-processes.js';

const clientHeaders = { [CLIENT_ID_HEADER]: WEB_CLIENT_ID, 'content-type': 'application/json' };

/**
 * The README's "Running at scale", rehearsed on this machine: one PostgreSQL database, an
 * S3-protocol object store (s3rver), two HTTP processes (WEB_CONCURRENCY=2, WORKERS=off) and
 * one jobs process (WORKERS=only), each a real server process. The jobs process makes the demo
 * media into the bucket; either HTTP process serves them, checked per request.
 */
describe.runIf(process.env.DATABASE_URL)(
  'at scale: two HTTP processes, one jobs process, object storage, PostgreSQL',
  { timeout: 240_000 },
  () => {
    let s3: TestS3Server;
    let database: TestDatabase;
    let dataDir: string;
    let http: Started | undefined;
    let jobs: Started | undefined;
    let base: string;

    beforeAll(async () => {
      s3 = await startS3Server('cadenza-rehearsal');
      database = await createTestDatabase('postgres');
      // Each process's own folder: nothing shared lives here (and no media).
      dataDir = mkdtempSync(path.join(tmpdir(), 'cadenza-rehearsal-'));
      const port = await freePort();
      base = `http://127.0.0.1:${String(port)}`;
      const env = {
        ...s3.env,
        DATABASE_URL: database.url ?? '',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        PORT: String(port),
        // The sample library: the rehearsal needs one recording, and the jobs process would
        // otherwise spend the test making the whole library's media (the full library's seed
        // has its own test, catalogue-full-seed).
        SEED_DEMO_LIBRARY: 'sample',
        DEMO_MEDIA: 'true',
      };
      http = startNode(mainJs, [], { ...env, WEB_CONCURRENCY: '2', WORKERS: 'off' });
      await waitForOutput(http, 'Cadenza is ready at', 120_000);
      // Started once the cluster has migrated and seeded, as a separate machine would be.
      jobs = startNode(mainJs, [], { ...env, WORKERS: 'only' });
      await waitForOutput(jobs, 'workers are running', 60_000);
    }, 240_000);

    afterAll(async () => {
      await stopIfRunning(jobs);
      await stopIfRunning(http);
      await database.drop();
      await s3.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    /** The first recording the jobs process has made: its row in PostgreSQL, its object in S3. */
    async function waitForRecording(timeoutMs: number): Promise<{ id: string; bytes: Buffer }> {
      const bucket = createS3MediaStore(s3.storeOptions());
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const { rows } = await database.handle.executeSql(
          "SELECT product_id, path FROM media_assets WHERE kind = 'recording' ORDER BY created_at LIMIT 1",
        );
        const row = rows[0] as { product_id: string; path: string } | undefined;
        const bytes = row && (await bucket.read(row.path));
        if (row && bytes) return { id: row.product_id, bytes };
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      throw new Error(`no recording made in time:\n${jobs?.output() ?? ''}`);
    }

    async function post(url: string, body: unknown, cookie = ''): Promise<Response> {
      return fetch(`${base}${url}`, {
        method: 'POST',
        headers: { ...clientHeaders, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    }

    const sessionCookieOf = (response: Response) => {
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith('session='));
      if (!cookie) throw new Error(`no session cookie: ${String(response.status)}`);
      return cookie.split(';')[0] ?? '';
    };

    /** Signs a subscriber up through the sandbox card processor (a trial: an active subscription). */
    async function signUpSubscriber(email: string): Promise<string> {
      const token = await post('/api/sandbox/tokens', {
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2040,
        cvc: '123',
        addressZip: '10001',
        addressLine1: '1 Scale Street',
        addressCity: 'New York',
        addressCountry: 'US',
      });
      expect(token.ok, await token.clone().text()).toBe(true);
      const { id } = (await token.json()) as { id: string };
      const signup = await post('/api/users', {
        email,
        password: 'a long enough password',
        consents: { terms: true, marketing: false, thirdPartyMarketing: false },
        payment: { provider: 'stripe', token: id, planId: 'monthly-us' },
      });
      expect(signup.status, await signup.clone().text()).toBe(201);
      return sessionCookieOf(signup);
    }

    it('serves a recording the jobs process put in S3 from both HTTP processes, by range, to a subscriber only', async () => {
      const recording = await waitForRecording(150_000);
      const size = recording.bytes.length;
      expect(size).toBeGreaterThan(1000);
      const subscriber = await signUpSubscriber('rehearsal@example.com');

      // A user without a subscription, signed in through the API.
      await createTestUser(database.handle, {
        email: 'guest@example.com',
        password: 'a long enough password',
      });
      const signIn = await post('/api/sessions', {
        email: 'guest@example.com',
        password: 'a long enough password',
      });
      expect(signIn.status).toBe(201);
      const guest = sessionCookieOf(signIn);

      const url = `${base}/api/products/${recording.id}/recording`;
      const start = Math.floor(size / 3);
      const end = Math.min(size - 1, start + 65_535);
      const range = `bytes=${String(start)}-${String(end)}`;
      const served = new Set<string>();
      for (let attempt = 0; attempt < 20 && served.size < 2; attempt++) {
        const answer = await getOnce(url, { cookie: subscriber, range });
        expect(answer.status).toBe(206);
        expect(answer.headers['content-range']).toBe(
          `bytes ${String(start)}-${String(end)}/${String(size)}`,
        );
        expect(answer.body.equals(recording.bytes.subarray(start, end + 1))).toBe(true);
        if (answer.process) served.add(answer.process);
      }
      // Both HTTP processes read the bucket and PostgreSQL's session, not a folder or memory of their own.
      expect(served.size).toBe(2);

      const whole = await getOnce(url, { cookie: subscriber });
      expect(whole.status).toBe(200);
      expect(whole.body.equals(recording.bytes)).toBe(true);

      for (let attempt = 0; attempt < 4; attempt++) {
        expect((await getOnce(url, { range })).status).toBe(401);
        const refused = await getOnce(url, { cookie: guest, range });
        expect(refused.status).toBe(403);
        expect(refused.body.length).toBeLessThan(1000);
      }
      // No process kept media of its own.
      expect(existsSync(path.join(dataDir, 'media'))).toBe(false);
    });
  },
);
