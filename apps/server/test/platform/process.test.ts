import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../databases.js';
import { startS3Server } from '../s3-server.js';
import {
  cliJs,
  freePort,
  getOnce,
  mainJs,
  startNode as startProcess,
  stopIfRunning,
  waitForOutput,
  type Started,
} from './server-processes.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cadenza-process-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const startNode = (script: string, args: string[], env: Record<string, string>) =>
  startProcess(script, args, { DATA_DIR: dataDir, ...env });

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// Each case starts several real processes (PGlite among them): slow on a busy 2-core machine.
describe('the server process', { timeout: 180_000 }, () => {
  it('refuses to start with a malformed setting, naming it', async () => {
    const started = startNode(mainJs, [], { PORT: 'eighty' });
    const { code } = await started.exited;
    expect(code).toBe(1);
    expect(started.output()).toContain('PORT');
  });

  it.each([
    ['the embedded database', {}],
    ...(process.env.DATABASE_URL
      ? [['PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL }]]
      : []),
  ] as [string, Record<string, string>][])(
    'refuses the sandbox card processor in production on %s, naming the setting',
    async (_database, env) => {
      const started = startNode(mainJs, [], { ...env, NODE_ENV: 'production' });
      const { code } = await started.exited;
      expect(code).toBe(1);
      expect(started.output()).toContain('PAYMENT_GATEWAY: sandbox is refused');
    },
  );

  it('serves, shuts down within 5 s on SIGINT, and a second start reuses the data', async () => {
    const port = await freePort();
    const first = startNode(mainJs, [], { PORT: String(port) });
    await waitForOutput(first, 'Cadenza is ready at');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    // While the server holds the embedded database, another process may not open it.
    const cliWhileRunning = startNode(cliJs, ['migrate'], {});
    expect((await cliWhileRunning.exited).code).toBe(1);
    expect(cliWhileRunning.output()).toContain(`in use by process ${String(first.child.pid)}`);

    const signalledAt = Date.now();
    first.child.kill('SIGINT');
    const { code, at } = await first.exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(5000);

    const created = startNode(
      cliJs,
      ['create-user', '--email', 'kept@example.com', '--password', 'a long password'],
      {},
    );
    expect((await created.exited).code).toBe(0);

    const second = startNode(mainJs, [], { PORT: String(port) });
    await waitForOutput(second, 'Cadenza is ready at');
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);

    const again = startNode(
      cliJs,
      ['create-user', '--email', 'KEPT@example.com', '--password', 'a long password'],
      {},
    );
    expect((await again.exited).code).toBe(1);
    expect(again.output()).toContain('email exists');
  });

  it('runs workers without HTTP when WORKERS=only', async () => {
    const port = await freePort();
    const started = startNode(mainJs, [], { WORKERS: 'only', PORT: String(port) });
    await waitForOutput(started, 'workers are running');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    started.child.kill('SIGTERM');
    expect((await started.exited).code).toBe(0);
  });

  it('refuses to start when the media bucket cannot be used, naming it', async () => {
    const s3 = await startS3Server();
    try {
      const started = startNode(mainJs, [], { ...s3.env, MEDIA_STORE: 's3://no-such-bucket' });
      const { code } = await started.exited;
      expect(code).toBe(1);
      expect(started.output()).toContain(
        `MEDIA_STORE s3://no-such-bucket at ${s3.endpoint}: the bucket cannot be used (HTTP 404: no such bucket)`,
      );
    } finally {
      await s3.close();
    }
  });

  it('refuses WEB_CONCURRENCY above 1 on the embedded database, naming the setting', async () => {
    const started = startNode(mainJs, [], { WEB_CONCURRENCY: '2' });
    const { code } = await started.exited;
    expect(code).toBe(1);
    expect(started.output()).toContain('WEB_CONCURRENCY: more than 1 process needs PostgreSQL');
  });

  it.runIf(process.env.DATABASE_URL)(
    'on PostgreSQL, WEB_CONCURRENCY=2 serves from two processes, replaces a dead one and stops on SIGINT within 5 s',
    async () => {
      const database = await createTestDatabase('postgres');
      let primary: Started | undefined;
      try {
        const port = await freePort();
        const url = `http://127.0.0.1:${String(port)}/api/health`;
        primary = startNode(mainJs, [], {
          DATABASE_URL: database.url ?? '',
          WEB_CONCURRENCY: '2',
          NODE_ENV: 'test',
          PORT: String(port),
        });
        await waitForOutput(primary, 'Cadenza is ready at');
        expect(primary.output().split('Cadenza is ready at').length - 1).toBe(1);

        const answering = new Set<string>();
        for (let i = 0; i < 10; i++) {
          const { status, process: pid } = await getOnce(url);
          expect(status).toBe(200);
          if (pid) answering.add(pid);
        }
        expect(answering.size).toBe(2);
        expect(answering.has(String(primary.child.pid))).toBe(false);

        const [killed, survivor] = [...answering].map(Number) as [number, number];
        process.kill(killed, 'SIGKILL');
        // A connection handed over in the instant of the kill dies with the process (as behind
        // any balancer); once the primary has seen the death, every request must be answered.
        await waitForOutput(primary, 'a process died');
        for (let i = 0; i < 5; i++) expect((await getOnce(url)).status).toBe(200);
        const deadline = Date.now() + 90_000;
        let replacement: number | undefined;
        while (replacement === undefined) {
          if (Date.now() > deadline) throw new Error(`no replacement in:\n${primary.output()}`);
          const { status, process: pid } = await getOnce(url);
          expect(status).toBe(200);
          if (pid && Number(pid) !== survivor && Number(pid) !== killed) replacement = Number(pid);
          else await new Promise((resolve) => setTimeout(resolve, 200));
        }

        const signalledAt = Date.now();
        primary.child.kill('SIGINT');
        const { code, at } = await primary.exited;
        expect(code).toBe(0);
        expect(at - signalledAt).toBeLessThan(5000);
        expect(isAlive(survivor)).toBe(false);
        expect(isAlive(replacement)).toBe(false);
      } finally {
        // A failed assertion must not leave the cluster running.
        await stopIfRunning(primary);
        await database.drop();
      }
    },
  );
});
