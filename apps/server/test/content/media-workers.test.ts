import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { createContentWorkPool, MEDIA_NICE } from '../../src/modules/content/content-work.js';
import { numberedMusicXml } from './content-fixtures.js';

/** The nice of a process or thread, from its /proc stat line. */
const niceOf = (statFile: string) =>
  Number(readFileSync(statFile, 'utf8').split(') ')[1]?.split(' ')[16]);

const threadNices = () =>
  readdirSync('/proc/self/task').map((task) => niceOf(`/proc/self/task/${task}/stat`));

const childNices = () =>
  readdirSync('/proc/self/task').flatMap((task) =>
    readFileSync(`/proc/self/task/${task}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map((child) => niceOf(`/proc/${child}/stat`)),
  );

const own = getPriority();

/** Demo media are made in the background: their threads and ffmpeg give way to requests (Linux). */
describe.skipIf(process.platform !== 'linux' || own + MEDIA_NICE > 19)('media workers', () => {
  const pool = createContentWorkPool(1, MEDIA_NICE);
  afterAll(() => pool.close());

  it('render niced, and so does the ffmpeg they start, while this thread keeps its priority', async () => {
    const before = threadNices().filter((nice) => nice === own + MEDIA_NICE).length;
    const recording = await pool.run('renderRecording', {
      format: 'musicxml',
      content: numberedMusicXml(2),
    });
    expect(recording.audio.byteLength).toBeGreaterThan(0);
    expect(getPriority()).toBe(own);
    expect(threadNices().filter((nice) => nice === own + MEDIA_NICE)).toHaveLength(before + 1);
    // The worker's shell, kept to start each ffmpeg, and so each ffmpeg.
    expect(childNices()).toContain(own + MEDIA_NICE);
  });
});
