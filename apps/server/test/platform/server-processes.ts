import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { inject } from 'vitest';
import { serverRoot } from '../../src/lib/server-root.js';

/**
 * The server's and the CLI's entry points, bundled from this run's sources as `npm start`
 * bundles them (once per run, by the global setup).
 */
export const mainJs = path.join(inject('serverBundleDir'), 'main.js');
export const cliJs = path.join(inject('serverBundleDir'), 'cli.js');

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

export interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; at: number }>;
}

/**
 * A real process of the server or CLI (a bundled script), with only the environment given: no
 * demo library and no demo media unless `env` asks for them.
 */
export function startNode(script: string, args: string[], env: Record<string, string>): Started {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
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

export async function waitForOutput(
  started: Started,
  text: string,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!started.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`no '${text}' in:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops a process still running (SIGTERM) and waits for it, so a failed test leaves none. */
export async function stopIfRunning(started: Started | undefined): Promise<void> {
  if (!started || started.child.exitCode !== null || started.child.signalCode !== null) return;
  started.child.kill('SIGTERM');
  await started.exited;
}

export interface Answer {
  status: number;
  /** The HTTP process that answered (x-process, sent in tests only). */
  process: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request on a connection of its own (a kept-alive one would stay with one process). */
export async function getOnce(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, timeout: 10_000, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const header = response.headers['x-process'];
        resolve({
          status: response.statusCode ?? 0,
          process: typeof header === 'string' ? header : undefined,
          headers: response.headers,
          body: Buffer.concat(chunks),
        });
      });
    })
      .on('timeout', () => {
        reject(new Error(`no answer from ${url} in 10 s`));
      })
      .on('error', reject);
  });
}
