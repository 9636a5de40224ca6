import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { ffmpegPath } from '@cadenza/music/media';

/** How much nicer than the server a film's ffmpeg runs: requests go first. */
const FILM_NICE = 10;

export interface FfmpegRun {
  code: number;
  /** The end of its log (errors are at the end). */
  log: string;
}

/**
 * Runs the project's ffmpeg (@ffmpeg-installer) with these arguments, niced, never holding
 * more than the end of its log. `onProgress` gets the output time in milliseconds, read from
 * `-progress pipe:1` when the arguments ask for it.
 */
export function runFilmFfmpeg(
  args: readonly string[],
  onProgress?: (outMs: number) => void,
): Promise<FfmpegRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, ['-hide_banner', '-nostdin', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid !== undefined)
      try {
        setPriority(child.pid, FILM_NICE);
      } catch {
        // Not allowed here (some containers): it runs at the server's priority.
      }
    let log = '';
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // out_time_us (newer) or out_time_ms (older ffmpeg, in microseconds despite its name).
        const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line.trim());
        if (match && onProgress) onProgress(Math.floor(Number(match[1]) / 1000));
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString('utf8')).slice(-8000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code: code ?? 1, log });
    });
  });
}

/** The last lines of an ffmpeg log that say what went wrong, for a message. */
export function ffmpegErrorOf(log: string): string {
  const lines = log
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.includes('Cannot use rename on non file protocol'));
  return lines.slice(-2).join('; ').slice(0, 400) || 'ffmpeg gave no reason';
}
