import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inheritedEnv } from '../server-process.js';
import { parseImportOutput, type ParsedImport } from './import-report.js';

const root = path.resolve(import.meta.dirname, '../../..');

export interface ImportRun extends ParsedImport {
  /** What the CLI printed to stdout, as it printed it. */
  output: string;
  seconds: number;
  /** The CLI process's peak resident memory (VmHWM, sampled each 0.5 s); undefined off Linux. */
  peakRssMb: number | undefined;
}

/** Peak resident memory so far of a process, from /proc (Linux), in MB. */
async function peakRssMb(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${String(pid)}/status`, 'utf8');
    const kb = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `cli.js import <folder> --metadata <sheet> --collection <name>` into `dataDir` (no demo
 * library, no media jobs queued): the project's own import, as an operator runs it.
 */
export async function runImport(options: {
  dataDir: string;
  folder: string;
  sheet: string;
  collection: string;
}): Promise<ImportRun> {
  const startedAt = performance.now();
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'apps/server/dist/cli.js'),
      'import',
      options.folder,
      '--metadata',
      options.sheet,
      '--collection',
      options.collection,
    ],
    {
      env: {
        ...inheritedEnv(),
        DATA_DIR: options.dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO_LIBRARY: 'false',
        DEMO_MEDIA: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  let peak: number | undefined;
  const sampler = setInterval(() => {
    if (child.pid === undefined) return;
    void peakRssMb(child.pid).then((mb) => {
      if (mb !== undefined) peak = Math.max(peak ?? 0, mb);
    });
  }, 500);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(sampler);
  const seconds = (performance.now() - startedAt) / 1000;
  const parsed = parseImportOutput(output);
  if (code !== 0 || !parsed.summary)
    throw new Error(
      `the import of ${options.folder} failed (exit ${String(code)}): ${(errors || output).slice(-2000)}`,
    );
  return {
    ...parsed,
    output,
    other: [...parsed.other, ...errors.split('\n').filter(Boolean)],
    seconds,
    peakRssMb: peak,
  };
}
