import { spawn } from 'node:child_process';
import type { Writable } from 'node:stream';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

/** The static ffmpeg shipped in an npm platform package (no download at install or run time). */
export const ffmpegPath: string = ffmpegInstaller.path;

/**
 * Runs ffmpeg to completion, `feed` writing its stdin when given (and ending it). Rejects with
 * the tail of its log when it fails, so a job's error says why.
 */
export async function runFfmpeg(
  args: string[],
  feed?: (stdin: Writable) => Promise<void>,
): Promise<void> {
  const input = feed !== undefined;
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
  const closed = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  let feedError: Error | undefined;
  if (feed && child.stdin) {
    const stdin = child.stdin;
    stdin.on('error', () => undefined);
    await feed(stdin).catch((error: unknown) => {
      feedError = error instanceof Error ? error : new Error('writing to ffmpeg failed');
      child.kill();
    });
    stdin.end();
  }
  const code = await closed;
  // ffmpeg stopping early breaks the pipe: its own log says why, not the write error.
  if (code !== 0) throw new Error(`ffmpeg exited with ${String(code)}: ${log.trim()}`);
  if (feedError) throw feedError;
}
