import { describe, expect, it } from 'vitest';
import { KeyFollower } from './key-follower';

/** A transposition the test finishes by hand: each call waits until `finish` or `fail`. */
function manualWorker() {
  const calls: { semitones: number; finish: () => void; fail: () => void }[] = [];
  const transpose = (semitones: number) =>
    new Promise<string>((resolve, reject) => {
      calls.push({
        semitones,
        finish: () => {
          resolve(`layout in ${String(semitones)}`);
        },
        fail: () => {
          reject(new Error('The score could not be written in that key.'));
        },
      });
    });
  return { calls, transpose };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keeping the score in the key wanted', () => {
  it('transposes once at a time, then to the last key wanted meanwhile', async () => {
    const worker = manualWorker();
    const shown: [string, number][] = [];
    const follower = new KeyFollower<string>({
      shown: 0,
      transpose: worker.transpose,
      onShown: (layout, semitones) => shown.push([layout, semitones]),
      onError: () => undefined,
    });
    follower.want(0);
    expect(worker.calls).toHaveLength(0);
    follower.want(1);
    follower.want(2);
    follower.want(3);
    expect(worker.calls.map((call) => call.semitones)).toEqual([1]);
    worker.calls[0]?.finish();
    await settle();
    expect(shown).toEqual([['layout in 1', 1]]);
    expect(worker.calls.map((call) => call.semitones)).toEqual([1, 3]);
    worker.calls[1]?.finish();
    await settle();
    expect(shown.at(-1)).toEqual(['layout in 3', 3]);
    follower.want(3);
    expect(worker.calls).toHaveLength(2);
  });

  it('reports a key that failed and does not retry it until another is asked for', async () => {
    const worker = manualWorker();
    const errors: string[] = [];
    const follower = new KeyFollower<string>({
      shown: 0,
      transpose: worker.transpose,
      onShown: () => undefined,
      onError: (message) => errors.push(message),
    });
    follower.want(5);
    worker.calls[0]?.fail();
    await settle();
    expect(errors).toEqual(['The score could not be written in that key.']);
    follower.want(5);
    expect(worker.calls).toHaveLength(1);
    follower.want(4);
    follower.want(5);
    expect(worker.calls.map((call) => call.semitones)).toEqual([5, 4]);
  });

  it('reports nothing once stopped', async () => {
    const worker = manualWorker();
    const shown: number[] = [];
    const follower = new KeyFollower<string>({
      shown: 0,
      transpose: worker.transpose,
      onShown: (_, semitones) => shown.push(semitones),
      onError: () => undefined,
    });
    follower.want(2);
    follower.stop();
    worker.calls[0]?.finish();
    await settle();
    expect(shown).toEqual([]);
  });
});
