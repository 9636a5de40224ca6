import { Stream } from 'node:stream';
import type { FieldError } from '@cadenza/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** NUL, and UTF-16 surrogates without their other half: text PostgreSQL cannot store. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE_CHARACTER = /\u0000|\p{Cs}/u;

export const UNSTORABLE_TEXT_MESSAGE =
  'contains a character that cannot be stored (NUL or an unpaired surrogate)';

/** The parts of a request whose text may reach the database, named as validation errors name them. */
const REQUEST_PARTS = ['params', 'querystring', 'body'] as const;

/**
 * Every route's path parameters, query string and body are checked for text PostgreSQL
 * cannot store before any route validates or uses them: a 400 naming the field, never a 500
 * from the database (or, on a driver that replaces what it cannot encode, a changed value).
 */
export function rejectUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of REQUEST_PARTS) {
      const field = findUnstorableField(partOf(request, part));
      if (field === undefined) continue;
      const fieldErrors: FieldError[] = [
        { field: field || part, message: UNSTORABLE_TEXT_MESSAGE },
      ];
      throw new AppError(
        'badRequest',
        `invalid ${part}: ${field || part} ${UNSTORABLE_TEXT_MESSAGE}`,
        fieldErrors,
      );
    }
  });
}

function partOf(request: FastifyRequest, part: (typeof REQUEST_PARTS)[number]): unknown {
  if (part === 'params') return request.params;
  if (part === 'querystring') return request.query;
  return request.body;
}

/**
 * The dotted path of a string (value or key) holding an unstorable character: '' for
 * the value itself, undefined when there is none. Iterative, so a deeply nested body cannot
 * exhaust the stack.
 */
export function findUnstorableField(value: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (UNSTORABLE_CHARACTER.test(current)) return path;
      continue;
    }
    if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: join(path, index) }));
      continue;
    }
    if (!isPlainObject(current)) continue;
    for (const [key, item] of Object.entries(current)) {
      if (UNSTORABLE_CHARACTER.test(key)) return path || 'key';
      pending.push({ value: item, path: join(path, key) });
    }
  }
  return undefined;
}

function join(path: string, key: string | number): string {
  return path ? `${path}.${key}` : String(key);
}

/**
 * Parsed JSON, query strings and path parameters. Not raw bodies: a webhook's Buffer, nor an
 * upload's request stream (its socket and server are a graph with cycles, walked for ever).
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !ArrayBuffer.isView(value) &&
    !(value instanceof Stream)
  );
}
