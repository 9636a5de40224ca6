import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

export interface RunningServer {
  url: string;
  /** The server's process (its HTTP workers and job processes are its children). */
  pid?: number;
  stop(): Promise<void>;
}

/**
 * The bench's environment for a server it starts, without DATABASE_URL: the bench's own is the
 * admin database that scratch databases are made from, never one a server may seed.
 */
export function inheritedEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return env;
}

/**
 * The built server (npm run build first), on a fresh data folder unless env says otherwise. It
 * runs on PostgreSQL only when env names a database (see inheritedEnv).
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cadenza-bench-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'apps/server/dist/main.js')],
    {
      env: { ...inheritedEnv(), PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is ready at')) resolve();
    });
    child.on('exit', (code) => {
      reject(new Error(`server exited with ${String(code)}`));
    });
  });
  return {
    url: `http://127.0.0.1:${String(port)}`,
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
