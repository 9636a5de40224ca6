import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { spoolUpload } from './spool-upload.js';

const folder = mkdtempSync(path.join(tmpdir(), 'cadenza-spool-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const chunks = (count: number, size: number) =>
  Readable.from(Array.from({ length: count }, (_, index) => Buffer.alloc(size, index)));

describe('spoolUpload', () => {
  it('writes an upload within the limit and answers its bytes', async () => {
    const file = path.join(folder, 'within');
    const limit = { maxBytes: 4000, tooLarge: () => new Error('too large') };
    expect(await spoolUpload(chunks(4, 1000), file, limit)).toBe(4000);
    const written = readFileSync(file);
    expect(written.length).toBe(4000);
    expect(written[3999]).toBe(3);
    expect(await spoolUpload(Readable.from([]), path.join(folder, 'empty'), limit)).toBe(0);
  });

  it('stops at the limit with its error, never writing the chunk that passes it', async () => {
    const file = path.join(folder, 'beyond');
    const error = new Error('at most 3 KB');
    await expect(
      spoolUpload(chunks(10, 1000), file, { maxBytes: 3000, tooLarge: () => error }),
    ).rejects.toBe(error);
    // The pipeline may fail before the file is even opened: then nothing was written at all.
    expect(existsSync(file) ? statSync(file).size : 0).toBeLessThanOrEqual(3000);
  });
});
