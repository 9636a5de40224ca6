import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { composeServices } from '../../src/composition.js';
import { loadConfig } from '../../src/config/env.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { JobQueue } from '../../src/jobs/job-queue.js';
import type { Clock } from '../../src/lib/clock.js';
import { ABANDONED_AFTER_MS } from '../../src/modules/billing/card-attachments.js';
import { createClock } from '../../src/modules/clock/adjustable-clock.js';
import { createPaymentGateway } from '../../src/modules/payments/create-gateway.js';
import type { PaymentGateway } from '../../src/modules/payments/payment-gateway.js';
import { createFakeClock, MINUTE_MS } from '../fake-clock.js';
import { clientHeaders, silentLogger } from '../test-app.js';

export const testConfig = () => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });

/** The sandbox processor on this database, as the server makes it. */
export function sandboxGateway(database: DatabaseHandle, clock: Clock): PaymentGateway {
  return createPaymentGateway(testConfig().billing, database.db, clock);
}

/** A clock past the point where every attachment made until now counts as abandoned. */
export const clockAfterAbandonment = () =>
  createFakeClock(new Date(Date.now() + ABANDONED_AFTER_MS + MINUTE_MS));

/** The whole app on a database, its sandbox processor wrapped by the test. */
export async function buildAppWithGateway(
  database: DatabaseHandle,
  wrap: (gateway: PaymentGateway) => PaymentGateway,
): Promise<FastifyInstance> {
  const config = testConfig();
  const clock = await createClock(config, database.db);
  const jobs = new JobQueue({ database, logger: silentLogger, runWorkers: false });
  const gateway = wrap(sandboxGateway(database, clock));
  const composition = { config, database, jobs, clock, logger: silentLogger, gateway };
  return buildApp({ ...composition, services: composeServices(composition) });
}

function signal() {
  let fire: () => void = () => undefined;
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fired, fire };
}

/** What the child process of the stray-card test prints once the card is attached. */
export const ATTACHED_MARKER = 'card attached';

/** A processor that attaches the card, then holds the signup there until released. */
export function holdAfterAttach(base: PaymentGateway) {
  const attached = signal();
  const released = signal();
  const gateway: PaymentGateway = {
    ...base,
    async attachCard(input) {
      const card = await base.attachCard(input);
      attached.fire();
      await released.fired;
      return card;
    },
  };
  return { gateway, attached: attached.fired, release: released.fire };
}

/** `POST /api/users` from a US address with a US test card, as the web client sends it. */
export async function signUpWithSandboxCard(
  app: FastifyInstance,
  email: string,
  number = '4242424242424242',
) {
  const token = await app.inject({
    method: 'POST',
    url: '/api/sandbox/tokens',
    headers: clientHeaders,
    payload: { number, expMonth: 12, expYear: 2040, cvc: '123' },
  });
  if (token.statusCode !== 200) throw new Error(`no card token: ${token.body}`);
  return app.inject({
    method: 'POST',
    url: '/api/users',
    headers: clientHeaders,
    payload: {
      email,
      password: 'a long enough password',
      consents: { terms: true, marketing: false, thirdPartyMarketing: false },
      payment: { provider: 'stripe', token: token.json<{ id: string }>().id, planId: 'monthly-us' },
    },
  });
}

async function count(database: DatabaseHandle, sql: string): Promise<number> {
  return Number((await database.executeSql(sql)).rows[0]?.n);
}

/** Cards attached at the sandbox processor to a customer no account holds. */
export const countStrayCards = (database: DatabaseHandle) =>
  count(
    database,
    `SELECT count(*)::int AS n FROM sandbox_payment_methods m
     WHERE NOT m.is_detached
       AND NOT EXISTS (SELECT 1 FROM payment_customers c WHERE c.customer_id = m.customer_id)`,
  );

export const countPendingAttachments = (database: DatabaseHandle) =>
  count(database, 'SELECT count(*)::int AS n FROM pending_card_attachments');

export const countUsers = (database: DatabaseHandle) =>
  count(database, 'SELECT count(*)::int AS n FROM users');
