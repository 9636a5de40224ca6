import { spawn } from 'node:child_process';
import path from 'node:path';

export interface ReferenceServer {
  url: string;
  documents: number;
  buildMs: number;
  stop(): Promise<void>;
}

/** Starts minisearch-server.ts over the database's rows, with a heap large enough for 1M. */
export async function startMiniSearchReference(databaseUrl: string): Promise<ReferenceServer> {
  const script = path.join(import.meta.dirname, 'minisearch-server.ts');
  const child = spawn(
    process.execPath,
    ['--max-old-space-size=12288', '--import', 'tsx', script, databaseUrl],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const ready = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /ready \d+ \d+ \d+/.exec(output);
      if (line) resolve(line[0]);
    });
    child.on('exit', (code) => {
      reject(new Error(`MiniSearch reference exited with ${String(code)}`));
    });
  });
  const [, port, documents, buildMs] = ready.split(' ');
  return {
    url: `http://127.0.0.1:${String(port)}`,
    documents: Number(documents),
    buildMs: Number(buildMs),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
