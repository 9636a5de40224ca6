import type { UserRole } from '@cadenza/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DatabaseHandle } from '../src/db/client.js';
import {
  createAccountsRepository,
  type UserRow,
} from '../src/modules/accounts/accounts.repository.js';
import { createUser } from '../src/modules/accounts/create-user.js';
import { clientHeaders } from './test-app.js';

export interface TestUserOptions {
  email: string;
  password?: string;
  role?: UserRole;
  firstName?: string;
  maxConcurrentSessions?: number;
}

/** An account as an operator would create it, plus the fields the CLI does not set. */
export async function createTestUser(
  database: DatabaseHandle,
  options: TestUserOptions,
): Promise<UserRow> {
  const repository = createAccountsRepository(database.db);
  const user = await createUser(repository, {
    email: options.email,
    password: options.password,
    role: options.role ?? 'ordinary',
    firstName: options.firstName,
  });
  if (options.maxConcurrentSessions === undefined) return user;
  await database.executeSql('update users set max_concurrent_sessions = $1 where id = $2', [
    options.maxConcurrentSessions,
    user.id,
  ]);
  return (await repository.findById(user.id)) ?? user;
}

/** A cookie's value and attributes from a response's Set-Cookie headers. */
export function findCookie(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

export interface SignedInClient {
  token: string;
  sessionId: string;
  /** The Cookie header a browser would send back. */
  cookie: string;
}

export async function signIn(
  app: FastifyInstance,
  credentials: { email: string; password: string },
  remoteAddress = '127.0.0.1',
): Promise<SignedInClient> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: clientHeaders,
    payload: credentials,
    remoteAddress,
  });
  if (response.statusCode !== 201) throw new Error(`sign-in failed: ${response.body}`);
  const body = response.json<{ id: string; accessToken: string }>();
  return { token: body.accessToken, sessionId: body.id, cookie: `session=${body.accessToken}` };
}

/** `HEAD /api/sessions`, the keep-alive check: 200 or 401. */
export async function checkSession(
  app: FastifyInstance,
  client: { cookie: string },
): Promise<number> {
  const response = await app.inject({
    method: 'HEAD',
    url: '/api/sessions',
    headers: { cookie: client.cookie },
  });
  return response.statusCode;
}
