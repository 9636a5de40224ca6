import type { UserRole } from '@cadenza/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { DatabaseHandle } from '../../src/db/client.js';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { insertProduct } from '../content/content-fixtures.js';
import { clientHeaders } from '../test-app.js';

/** Three published pieces, a volume, and a piece that is not published. */
export const libraryProducts = {
  pieces: ['piece-a', 'piece-b', 'piece-c'],
  volume: 'volume-x',
  hidden: 'piece-hidden',
} as const;

export async function insertLibraryProducts(db: DatabaseHandle): Promise<void> {
  for (const id of libraryProducts.pieces)
    await insertProduct(db, { id, type: 'piece', title: `Title of ${id}` });
  await insertProduct(db, { id: libraryProducts.volume, type: 'volume' });
  await insertProduct(db, { id: libraryProducts.hidden, type: 'piece', published: false });
}

/** A signed-in person: the headers their browser sends (cookie and client id). */
export async function signedInHeaders(
  db: DatabaseHandle,
  app: FastifyInstance,
  email: string,
  role: UserRole = 'ordinary',
): Promise<Record<string, string>> {
  const password = 'a long passphrase 42';
  await createTestUser(db, { email, password, role });
  const client = await signIn(app, { email, password });
  return { ...clientHeaders, cookie: client.cookie };
}

/** `app.inject` with a person's headers and, for a body, JSON. */
export function asPerson(app: FastifyInstance, headers: Record<string, string>) {
  return (method: InjectOptions['method'], url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
}
