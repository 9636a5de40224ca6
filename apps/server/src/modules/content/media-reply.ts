import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MediaStore } from './media-store.js';
import { parseByteRange } from './media-store.js';

/**
 * Sends a stored media file, honouring a single byte range (audio elements seek with them).
 * Private to the requester: a shared cache must never hand paid media to someone else.
 */
export async function sendMediaFile(options: {
  request: FastifyRequest;
  reply: FastifyReply;
  store: MediaStore;
  path: string;
  contentType: string;
}): Promise<FastifyReply> {
  const { request, reply, store, path, contentType } = options;
  const size = await store.size(path);
  if (size === undefined) throw new Error(`media file missing: ${path}`);
  const range = parseByteRange(request.headers.range, size);
  reply.header('accept-ranges', 'bytes').header('cache-control', 'private, no-store');
  if (range === 'unsatisfiable')
    return reply
      .code(416)
      .header('content-range', `bytes */${String(size)}`)
      .send();
  // Opened before the content headers: a store that fails now answers a plain error.
  const body = await store.open(path, range);
  reply.header('content-type', contentType);
  if (!range) return reply.header('content-length', String(size)).send(body);
  return reply
    .code(206)
    .header('content-range', `bytes ${String(range.start)}-${String(range.end)}/${String(size)}`)
    .header('content-length', String(range.end - range.start + 1))
    .send(body);
}
