import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeServices, defineBillingJobsOf } from '../../src/composition.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { testDrivers } from '../databases.js';
import { buildTestApp, silentLogger, type TestApp } from '../test-app.js';
import { JobQueue } from '../../src/jobs/job-queue.js';
import { loadConfig } from '../../src/config/env.js';
import { createAdjustableClock } from '../../src/modules/clock/adjustable-clock.js';
import { createClockRepository } from '../../src/modules/clock/clock.repository.js';
import { createPaymentGateway } from '../../src/modules/payments/create-gateway.js';
import type { PaymentGateway } from '../../src/modules/payments/payment-gateway.js';
import { queueBillingTick } from '../../src/modules/billing/billing-jobs.js';
import { advanceClock, settleJobs, signUp } from './billing-test-support.js';

const SUBSCRIBERS = 6;

/** A worker that dies after the processor charged and before the outcome is written. */
function crashingOnce(gateway: PaymentGateway, crashes: { left: number }): PaymentGateway {
  return {
    ...gateway,
    async charge(request) {
      const outcome = await gateway.charge(request);
      if (crashes.left > 0) {
        crashes.left--;
        throw new Error('worker killed mid-charge');
      }
      return outcome;
    },
  };
}

async function startWorker(
  database: DatabaseHandle,
  gateway: (base: PaymentGateway) => PaymentGateway,
) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLOCK: 'adjustable' });
  const clock = await createAdjustableClock(createClockRepository(database.db));
  const jobs = new JobQueue({
    database,
    logger: silentLogger,
    runWorkers: true,
    pollingIntervalSeconds: 0.5,
  });
  const composition = {
    jobs,
    database,
    config: { ...config, billing: { ...config.billing, retryDays: [0] } },
    clock,
    logger: silentLogger,
    gateway: gateway(createPaymentGateway(config.billing, database.db, clock)),
  };
  defineBillingJobsOf(composeServices(composition), composition, { chargeRetryDelaySeconds: 1 });
  await jobs.start();
  return jobs;
}

async function chargesPerPeriod(database: DatabaseHandle) {
  const ledger = await database.executeSql(
    `SELECT split_part(idempotency_key, ':', 1) || split_part(idempotency_key, ':', 2) AS period, count(*)::int AS n
     FROM sandbox_charges WHERE status = 'succeeded' GROUP BY 1`,
  );
  const rows = await database.executeSql(
    `SELECT count(*)::int AS n FROM subscription_charges WHERE state = 'succeeded'`,
  );
  return { perPeriod: ledger.rows.map((row) => Number(row.n)), recorded: Number(rows.rows[0]?.n) };
}

describe.each(testDrivers)('each period is charged at most once on %s', (driver) => {
  let t: TestApp;
  const workers: JobQueue[] = [];
  const handles: DatabaseHandle[] = [];
  const crashes = { left: 3 };

  beforeAll(async () => {
    const longSessions = {
      SESSION_IDLE_TIMEOUT_MINUTES: '5000000',
      SESSION_MAX_LIFETIME_MINUTES: '5000000',
    };
    // The app only sends jobs; the workers below (two on PostgreSQL) charge.
    t = await buildTestApp(driver, { CLOCK: 'adjustable', ...longSessions });
    const second = t.database.url
      ? await openDatabase({ driver: 'postgres', url: t.database.url, maxConnections: 5 })
      : undefined;
    if (second) handles.push(second);
    const databases = second ? [t.database.handle, second] : [t.database.handle];
    for (const database of databases)
      workers.push(await startWorker(database, (base) => crashingOnce(base, crashes)));
  });
  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    for (const handle of handles) await handle.close();
    await t.close();
  });

  it(
    'charges every due period exactly once despite crashes between charge and record',
    { timeout: 120_000 },
    async () => {
      for (let index = 0; index < SUBSCRIBERS; index++)
        await signUp(t.app, { email: `twin${String(index)}@example.com` });
      await advanceClock(t.app, 31);
      // Both workers are told at once, and the tick is sent twice.
      await queueBillingTick(t.jobs);
      await settleJobs(t.database.handle, 90_000);
      expect(crashes.left).toBe(0);
      const { perPeriod, recorded } = await chargesPerPeriod(t.database.handle);
      expect(perPeriod).toHaveLength(SUBSCRIBERS);
      expect(perPeriod.every((count) => count === 1)).toBe(true);
      expect(recorded).toBe(SUBSCRIBERS);
      const transactions = await t.database.handle.executeSql(
        `SELECT count(*)::int AS n FROM transactions WHERE total > 0 AND charge_status = 'succeeded'`,
      );
      expect(Number(transactions.rows[0]?.n)).toBe(SUBSCRIBERS);
    },
  );
});
