import { describe, expect, it } from 'vitest';
import { coalescedRead } from './coalesced-read.js';

/** A read whose answers the test hands out: each read returns the value current when it began. */
function controlledRead() {
  let value = 0;
  const pending: (() => void)[] = [];
  let reads = 0;
  return {
    write(next: number) {
      value = next;
    },
    get reads() {
      return reads;
    },
    read(): Promise<number> {
      reads += 1;
      const seen = value;
      return new Promise((resolve) =>
        pending.push(() => {
          resolve(seen);
        }),
      );
    },
    /** Finishes the oldest read still under way. */
    async finishOne() {
      pending.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('coalescedRead', () => {
  it('gives each call a read that began after it: a write before the call is always seen', async () => {
    const source = controlledRead();
    const read = coalescedRead(() => source.read());
    const first = read();
    source.write(1); // committed while the first read is under way
    const second = read();
    await source.finishOne();
    expect(await first).toBe(0);
    await source.finishOne();
    expect(await second).toBe(1);
  });

  it('shares one read among the calls made while another is under way', async () => {
    const source = controlledRead();
    const read = coalescedRead(() => source.read());
    const first = read();
    const waiting = [read(), read(), read()];
    expect(source.reads).toBe(1);
    await source.finishOne();
    expect(source.reads).toBe(2);
    await source.finishOne();
    await Promise.all([first, ...waiting]);
    expect(source.reads).toBe(2);
  });

  it('reads again for a call made after the last read ended', async () => {
    const source = controlledRead();
    const read = coalescedRead(() => source.read());
    const first = read();
    await source.finishOne();
    await first;
    source.write(2);
    const later = read();
    await source.finishOne();
    expect(await later).toBe(2);
    expect(source.reads).toBe(2);
  });

  it('passes a failed read on to its callers and reads afresh for the next', async () => {
    let fail = true;
    const read = coalescedRead(async () => {
      if (fail) throw new Error('connection lost');
      return 7;
    });
    await expect(read()).rejects.toThrow('connection lost');
    fail = false;
    await expect(read()).resolves.toBe(7);
  });
});
