import { spawn } from 'node:child_process';
import { ffmpegPath } from '@cadenza/music/media';
import { ALIGN_RATE } from '@cadenza/music/align';

/** What ffmpeg says of a file: its length, or why it is not audio it can read. */
export type AudioProbe = { ok: true; seconds: number } | { ok: false };

function runFfmpeg(
  args: readonly string[],
): Promise<{ code: number; stderr: string; stdout: Buffer }> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, ['-hide_banner', '-nostdin', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      // Only the end matters (the error); a long decode's log is not kept whole.
      stderr = (stderr + chunk.toString('utf8')).slice(-8000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code: code ?? 1, stderr, stdout: Buffer.concat(out) });
    });
  });
}

/** What ffmpeg said last (its error), short enough for the studio to show. */
function lastLine(stderr: string): string {
  return (stderr.trim().split('\n').at(-1) ?? 'no reason given').slice(0, 300);
}

/**
 * Reads the whole file as audio (decoding it to nothing), so a file that only starts well is
 * refused too; its length is what was decoded.
 */
export async function probeAudio(file: string): Promise<AudioProbe> {
  const { code, stderr } = await runFfmpeg(['-i', file, '-vn', '-map', '0:a:0', '-f', 'null', '-']);
  if (code !== 0) return { ok: false };
  const times = [...stderr.matchAll(/time=(\d+):(\d+):(\d+(?:\.\d+)?)/g)];
  const last = times.at(-1);
  if (!last) return { ok: false };
  const seconds = Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3]);
  return { ok: true, seconds };
}

/** The first audio stream, mono at the alignment's rate, as 32-bit float samples. */
export async function decodeForAlignment(file: string): Promise<Float32Array> {
  const { code, stderr, stdout } = await runFfmpeg([
    ...['-i', file, '-vn', '-map', '0:a:0', '-ac', '1', '-ar', String(ALIGN_RATE)],
    ...['-f', 'f32le', '-'],
  ]);
  if (code !== 0) throw new Error(`ffmpeg could not decode the recording (${lastLine(stderr)})`);
  return new Float32Array(stdout.buffer, stdout.byteOffset, Math.floor(stdout.byteLength / 4));
}

/** The recording as the player streams it: AAC in MP4 (stereo kept), 128 kb/s. */
export async function encodeForPlayer(file: string, output: string): Promise<void> {
  const { code, stderr } = await runFfmpeg([
    ...['-y', '-i', file, '-vn', '-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k'],
    ...['-threads', '1', '-movflags', '+faststart', output],
  ]);
  if (code !== 0) throw new Error(`ffmpeg could not encode the recording (${lastLine(stderr)})`);
}
