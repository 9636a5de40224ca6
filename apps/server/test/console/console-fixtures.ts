import type { UserRole } from '@cadenza/domain';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../src/db/client.js';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { asPerson } from '../library/library-fixtures.js';
import { clientHeaders } from '../test-app.js';

const password = 'a long passphrase 42';

/** A signed-in person of a role: their user id and a caller with their cookie. */
export async function personOfRole(
  database: DatabaseHandle,
  app: FastifyInstance,
  email: string,
  role: UserRole,
) {
  const user = await createTestUser(database, { email, password, role });
  const { cookie } = await signIn(app, { email, password });
  return { id: user.id, email, call: asPerson(app, { ...clientHeaders, cookie }) };
}

/** The people every console test needs: an admin, a publisher, an ordinary user, a guest. */
export async function consolePeople(database: DatabaseHandle, app: FastifyInstance) {
  return {
    admin: await personOfRole(database, app, 'admin@example.com', 'admin'),
    publisher: await personOfRole(database, app, 'publisher@example.com', 'publisher'),
    ordinary: await personOfRole(database, app, 'ordinary@example.com', 'ordinary'),
    guest: asPerson(app, clientHeaders),
  };
}
