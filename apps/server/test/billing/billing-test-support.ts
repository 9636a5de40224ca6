import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { MeResponse } from '@cadenza/domain';
import type { DatabaseHandle } from '../../src/db/client.js';
import { clientHeaders } from '../test-app.js';

/** Test helpers for the billing suites: the API as the web client calls it. */
export async function createCardToken(
  app: FastifyInstance,
  number = '4242424242424242',
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/sandbox/tokens',
    headers: clientHeaders,
    payload: {
      number,
      expMonth: 12,
      expYear: 2040,
      cvc: number.startsWith('37') ? '1234' : '123',
      addressZip: 'N1 9GU',
      addressLine1: '1 Scale Street',
      addressCity: 'London',
      addressCountry: 'US',
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string }>().id;
}

export interface SignupOptions {
  email: string;
  number?: string;
  referralCode?: string;
  planId?: string;
  ip?: string;
}

export async function postSignup(app: FastifyInstance, options: SignupOptions) {
  const token = await createCardToken(app, options.number);
  return app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { ...clientHeaders, ...(options.ip ? { 'x-forwarded-for': options.ip } : {}) },
    payload: {
      email: options.email,
      password: 'a long enough password',
      ...(options.referralCode ? { referralCode: options.referralCode } : {}),
      consents: { terms: true, marketing: false, thirdPartyMarketing: false },
      payment: { provider: 'stripe', token, planId: options.planId ?? 'monthly-us' },
    },
  });
}

/** Signs up and returns the bearer headers of the new session. */
export async function signUp(
  app: FastifyInstance,
  options: SignupOptions,
): Promise<Record<string, string>> {
  const response = await postSignup(app, options);
  expect(response.statusCode, response.body).toBe(201);
  return {
    ...clientHeaders,
    authorization: `Bearer ${response.json<{ accessToken: string }>().accessToken}`,
  };
}

export async function getMe(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<MeResponse> {
  const response = await app.inject({ method: 'GET', url: '/api/me', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MeResponse>();
}

export async function advanceClock(app: FastifyInstance, days: number): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/sandbox/clock',
    headers: clientHeaders,
    payload: { advanceDays: days },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Waits until no billing or email job is queued or running. */
export async function settleJobs(database: DatabaseHandle, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await database.executeSql(
      `SELECT count(*)::int AS n FROM pgboss.job
       WHERE name IN ('billing-tick', 'charge-subscription', 'send-email') AND state IN ('created', 'retry', 'active')`,
    );
    if (Number(rows[0]?.n) === 0) return;
    if (Date.now() > deadline) throw new Error('jobs did not settle');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function countEmails(
  database: DatabaseHandle,
  template: string,
  to?: string,
): Promise<number> {
  const { rows } = await database.executeSql(
    'SELECT count(*)::int AS n FROM email_messages WHERE template = $1 AND ($2::text IS NULL OR lower(to_address) = lower($2))',
    [template, to ?? null],
  );
  return Number(rows[0]?.n);
}

export async function countLedgerCharges(
  database: DatabaseHandle,
  status = 'succeeded',
): Promise<number> {
  const { rows } = await database.executeSql(
    'SELECT count(*)::int AS n FROM sandbox_charges WHERE status = $1',
    [status],
  );
  return Number(rows[0]?.n);
}
