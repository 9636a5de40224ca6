import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig } from '../../apps/server/src/config/env.js';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client.js';
import { JobQueue } from '../../apps/server/src/jobs/job-queue.js';
import { systemClock } from '../../apps/server/src/lib/clock.js';
import { CHARGE_SUBSCRIPTION_JOB } from '../../apps/server/src/modules/billing/billing-jobs.js';
import { composeServices, defineJobs } from '../../apps/server/src/composition.js';
import { chargeSubscription } from '../../apps/server/src/modules/billing/charge-subscription.js';

const RENEWALS = 400;
const logger = pino({ level: 'silent' });

/**
 * Renewals charged per second by one worker on PostgreSQL (sandbox processor), against the
 * same charges made by a plain loop without the job queue: the ratio is the queue's cost.
 */
export async function benchRenewals(): Promise<void> {
  console.log(
    `\n## Renewals charged per second, one worker, PostgreSQL (${String(RENEWALS)} due subscriptions)`,
  );
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log(
      'skipped: set DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
    return;
  }
  const created = await createDatabase(adminUrl);
  const { database } = created;
  try {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const queued = await seedDueSubscriptions(database, RENEWALS);
    const jobs = new JobQueue({ database, logger, runWorkers: true, pollingIntervalSeconds: 0.5 });
    const composition = { config, database, jobs, clock: systemClock, logger };
    const services = composeServices(composition);
    defineJobs(services, composition);
    await jobs.start();
    const started = performance.now();
    for (const id of queued.slice(0, RENEWALS / 2))
      await jobs.send(CHARGE_SUBSCRIPTION_JOB, { subscriptionId: id }, { singletonKey: id });
    await waitForCharges(database, RENEWALS / 2);
    const queueSeconds = (performance.now() - started) / 1000;

    const loopStarted = performance.now();
    for (const id of queued.slice(RENEWALS / 2))
      await chargeSubscription(services.billing.charge, id);
    const loopSeconds = (performance.now() - loopStarted) / 1000;
    await jobs.stop();

    const queueRate = RENEWALS / 2 / queueSeconds;
    const loopRate = RENEWALS / 2 / loopSeconds;
    console.log(`one worker (pg-boss, batches of 25): ${queueRate.toFixed(1)} renewals/s`);
    console.log(`plain loop, no queue:                ${loopRate.toFixed(1)} renewals/s`);
    console.log(`ratio worker/loop: ${(queueRate / loopRate).toFixed(2)}`);
  } finally {
    await created.drop();
  }
}

async function createDatabase(
  adminUrl: string,
): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  const name = `cadenza_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString() });
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Subscribers whose paid month ended an hour ago, each with a sandbox card that succeeds. */
async function seedDueSubscriptions(database: DatabaseHandle, count: number): Promise<string[]> {
  await database.executeSql(`
    INSERT INTO users (email) SELECT 'bench' || n || '@example.com' FROM generate_series(1, ${String(count)}) n;
    INSERT INTO sandbox_customers (id, email) SELECT 'cus_' || id, email FROM users;
    INSERT INTO sandbox_payment_methods (id, customer_id, number, exp_month, exp_year, address)
      SELECT 'pm_' || id, 'cus_' || id, '4242424242424242', 12, 2099, '{}'::jsonb FROM users;
    INSERT INTO payment_customers (user_id, gateway, customer_id) SELECT id, 'sandbox', 'cus_' || id FROM users;
    INSERT INTO cards (user_id, gateway_card_id, fingerprint, brand, last4, exp_month, exp_year, country, is_default)
      SELECT id, 'pm_' || id, 'fp', 'Visa', '4242', 12, 2099, 'US', true FROM users;
    INSERT INTO subscriptions (user_id, original_transaction_id, provider, plan_id, status, billing_anchor,
        period_index, current_period_start, current_period_end, amount, currency)
      SELECT id, 'sub_' || id, 'stripe', 'monthly-gb', 'active', now() - interval '1 month 1 hour',
        1, now() - interval '1 month 1 hour', now() - interval '1 hour', 999, 'GBP' FROM users;`);
  const { rows } = await database.executeSql('SELECT id FROM subscriptions ORDER BY id');
  return rows.map((row) => String(row.id));
}

async function waitForCharges(database: DatabaseHandle, expected: number): Promise<void> {
  for (;;) {
    const { rows } = await database.executeSql(
      `SELECT count(*)::int AS n FROM subscription_charges WHERE state = 'succeeded'`,
    );
    if (Number(rows[0]?.n) >= expected) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
