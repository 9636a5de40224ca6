import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

/** The static ffmpeg shipped in an npm platform package (no download at install or run time). */
export const ffmpegPath: string = ffmpegInstaller.path;

/** One argument as the shell reads it, whatever it holds. */
const quoted = (arg: string) => `'${arg.replaceAll("'", `'\\''`)}'`;

/**
 * A shell kept running (one per thread) that starts each ffmpeg. Starting a program forks the
 * process that starts it: forking the server, with its database and media workers in memory,
 * costs tens of milliseconds of CPU each time (and as much again when the copy is thrown
 * away), which thousands of demo media multiply; forking a small shell costs next to nothing.
 * Commands run one after another; each answers with its exit code on a line of its own.
 */
class FfmpegShell {
  private readonly shell: ChildProcessByStdio<Writable, Readable, null>;
  private readonly waiting: { resolve: (code: number) => void; reject: (error: Error) => void }[] =
    [];
  isAlive = true;

  constructor() {
    this.shell = spawn('/bin/sh', [], { stdio: ['pipe', 'pipe', 'ignore'] });
    const lines = createInterface({ input: this.shell.stdout });
    lines.on('line', (line) => {
      this.waiting.shift()?.resolve(Number(line));
      this.idle();
    });
    this.shell.once('exit', () => {
      this.isAlive = false;
      for (const command of this.waiting.splice(0))
        command.reject(new Error('the shell running ffmpeg stopped'));
    });
    this.shell.stdin.on('error', () => undefined);
    this.idle();
  }

  /** Runs ffmpeg with these arguments, its log going to `logFile`; resolves with its exit code. */
  run(args: readonly string[], logFile: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      // A command under way keeps the process alive; an idle shell does not.
      this.shell.ref();
      handleOf(this.shell.stdout)?.ref();
      const command = [quoted(ffmpegPath), ...args.map(quoted)].join(' ');
      this.shell.stdin.write(`${command} </dev/null >/dev/null 2>${quoted(logFile)}; echo $?\n`);
    });
  }

  private idle(): void {
    if (this.waiting.length) return;
    this.shell.unref();
    handleOf(this.shell.stdout)?.unref();
  }
}

/** A child's piped stdout is a socket, which can stop (or start again) keeping the process alive. */
function handleOf(stream: Readable): { ref(): unknown; unref(): unknown } | undefined {
  return 'ref' in stream && 'unref' in stream
    ? (stream as unknown as { ref(): unknown; unref(): unknown })
    : undefined;
}

let shell: FfmpegShell | undefined;

/**
 * Runs ffmpeg to completion (`-y`, quiet but for errors), its input and output being files.
 * Rejects with the tail of its log when it fails, so a job's error says why.
 */
export async function runFfmpeg(args: readonly string[], logFile: string): Promise<void> {
  if (!shell?.isAlive) shell = new FfmpegShell();
  const code = await shell.run(
    ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args],
    logFile,
  );
  if (code !== 0) {
    const log = await readFile(logFile, 'utf8').catch(() => '');
    throw new Error(`ffmpeg exited with ${String(code)}: ${log.trim().slice(-4000)}`);
  }
}
