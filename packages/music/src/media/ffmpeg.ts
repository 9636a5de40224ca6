import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

/** The static ffmpeg shipped in an npm platform package (no download at install or run time). */
export const ffmpegPath: string = ffmpegInstaller.path;

/**
 * Runs ffmpeg to completion, feeding `input` to its stdin when given. Rejects with the tail of
 * its log when it fails, so a job's error says why.
 */
export async function runFfmpeg(args: string[], input?: Readable): Promise<void> {
  const child = spawn(
    ffmpegPath,
    ['-hide_banner', '-loglevel', 'error', '-nostdin', ...args].filter(
      (arg) => !(input && arg === '-nostdin'),
    ),
    {
      stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'],
    },
  );
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  if (input && child.stdin) {
    child.stdin.on('error', () => undefined);
    input.pipe(child.stdin);
  }
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`ffmpeg exited with ${String(code)}: ${log.trim()}`);
}
