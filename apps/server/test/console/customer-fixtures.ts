import { randomUUID } from 'node:crypto';
import type { CustomerDetail, MeResponse } from '@cadenza/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { createTestUser, signIn } from '../accounts-fixtures.js';
import { createCardToken, getMe, signUp } from '../billing/billing-test-support.js';
import { clientHeaders } from '../test-app.js';
import type { personOfRole } from './console-fixtures.js';

type Caller = Awaited<ReturnType<typeof personOfRole>>['call'];

/** A customer in a free trial (signed up with a card, as on the site): their own headers. */
export async function trialCustomer(app: FastifyInstance, email: string) {
  const headers = await signUp(app, { email });
  const me = await getMe(app, headers);
  return { id: me.id, email, headers };
}

/** A customer paying from the start (their trial used): charged 1299 USD at once. */
export async function payingCustomer(
  database: DatabaseHandle,
  app: FastifyInstance,
  email: string,
) {
  const password = 'a long passphrase 42';
  const user = await createTestUser(database, { email, password });
  await database.executeSql('update users set is_free_trial_available = false where id = $1', [
    user.id,
  ]);
  const { cookie } = await signIn(app, { email, password });
  const headers = { ...clientHeaders, cookie };
  const response = await app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    headers,
    payload: { provider: 'stripe', planId: 'monthly-us', token: await createCardToken(app) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: user.id, email, headers };
}

/** The customer's own account as they see it (`GET /api/me`). */
export const ownAccount = (app: FastifyInstance, headers: Record<string, string>) =>
  getMe(app, headers);

/** An action of the console on a customer, with a fresh idempotency key unless given. */
export async function act(
  admin: Caller,
  path: string,
  body: Record<string, unknown> = {},
): Promise<{ statusCode: number; body: string; json: () => unknown }> {
  const response = await admin('POST', path, { idempotencyKey: randomUUID(), ...body });
  return { statusCode: response.statusCode, body: response.body, json: () => response.json() };
}

export async function detailOf(admin: Caller, customerId: string): Promise<CustomerDetail> {
  const response = await admin('GET', `/api/console/customers/${customerId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomerDetail>();
}

export const subscriptionOf = (me: MeResponse) => {
  const [subscription] = me.subscriptions;
  if (!subscription) throw new Error('no subscription');
  return subscription;
};

export async function auditEntries(admin: Caller, action: string) {
  const response = await admin('GET', `/api/console/audit?action=${action}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    items: { before: unknown; after: unknown; target: unknown; actor: { email: string } }[];
  }>().items;
}
