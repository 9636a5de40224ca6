import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface SpoolLimit {
  /** The most bytes the upload may have. */
  maxBytes: number;
  /** The error thrown once it has more (the rest is never written). */
  tooLarge: () => Error;
}

/**
 * Writes an upload to `file` as it arrives, counting its bytes: past the limit it stops reading
 * and rejects with the limit's error, so the rest of a too large upload is never written (the
 * caller removes the file). Answers the bytes written.
 */
export async function spoolUpload(
  body: Readable,
  file: string,
  limit: SpoolLimit,
): Promise<number> {
  let bytes = 0;
  await pipeline(
    body,
    async function* counted(source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        bytes += chunk.length;
        if (bytes > limit.maxBytes) throw limit.tooLarge();
        yield chunk;
      }
    },
    createWriteStream(file),
  );
  return bytes;
}
