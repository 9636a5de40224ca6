import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../../src/lib/server-root.js';

const mainTs = path.join(serverRoot, 'src/main.ts');
const cliTs = path.join(serverRoot, 'src/cli/main.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'cadenza-process-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; at: number }>;
}

function startNode(script: string, args: string[], env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO_LIBRARY: 'false',
      DEMO_MEDIA: 'false',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => {
    child.on('exit', (code) => {
      resolve({ code, at: Date.now() });
    });
  });
  return { child, output: () => output, exited };
}

async function waitForOutput(started: Started, text: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!started.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`no '${text}' in:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Each case starts several real processes (tsx, PGlite): slow on a busy 2-core machine.
describe('the server process', { timeout: 180_000 }, () => {
  it('refuses to start with a malformed setting, naming it', async () => {
    const started = startNode(mainTs, [], { PORT: 'eighty' });
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
      const started = startNode(mainTs, [], { ...env, NODE_ENV: 'production' });
      const { code } = await started.exited;
      expect(code).toBe(1);
      expect(started.output()).toContain('PAYMENT_GATEWAY: sandbox is refused');
    },
  );

  it('serves, shuts down within 5 s on SIGINT, and a second start reuses the data', async () => {
    const port = await freePort();
    const first = startNode(mainTs, [], { PORT: String(port) });
    await waitForOutput(first, 'Cadenza is ready at');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    // While the server holds the embedded database, another process may not open it.
    const cliWhileRunning = startNode(cliTs, ['migrate'], {});
    expect((await cliWhileRunning.exited).code).toBe(1);
    expect(cliWhileRunning.output()).toContain(`in use by process ${String(first.child.pid)}`);

    const signalledAt = Date.now();
    first.child.kill('SIGINT');
    const { code, at } = await first.exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(5000);

    const created = startNode(
      cliTs,
      ['create-user', '--email', 'kept@example.com', '--password', 'a long password'],
      {},
    );
    expect((await created.exited).code).toBe(0);

    const second = startNode(mainTs, [], { PORT: String(port) });
    await waitForOutput(second, 'Cadenza is ready at');
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);

    const again = startNode(
      cliTs,
      ['create-user', '--email', 'KEPT@example.com', '--password', 'a long password'],
      {},
    );
    expect((await again.exited).code).toBe(1);
    expect(again.output()).toContain('email exists');
  });

  it('runs workers without HTTP when WORKERS=only', async () => {
    const port = await freePort();
    const started = startNode(mainTs, [], { WORKERS: 'only', PORT: String(port) });
    await waitForOutput(started, 'workers are running');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    started.child.kill('SIGTERM');
    expect((await started.exited).code).toBe(0);
  });
});
