import { CLIENT_ID_HEADER, WEB_CLIENT_ID } from '@cadenza/domain';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config/env.js';
import type { DatabaseDriver } from '../src/db/client.js';
import { JobQueue } from '../src/jobs/job-queue.js';
import type { Clock } from '../src/lib/clock.js';
import { composeServices, defineJobs, type Services } from '../src/composition.js';
import { createClock } from '../src/modules/clock/adjustable-clock.js';
import type { Mailer } from '../src/modules/email/mailer.js';
import { createTestDatabase, type TestDatabase } from './databases.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  jobs: JobQueue;
  clock: Clock;
  services: Services;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** A fake clock for expiry tests; the system clock otherwise. */
  clock?: Clock;
  /** Work jobs (deliver email) in this process; off by default, as in a sending-only process. */
  runWorkers?: boolean;
  mailer?: Mailer;
}

export const silentLogger = pino({ level: 'silent' });

/**
 * What production requires besides NODE_ENV (the Stripe gateway and its keys); the keys are
 * placeholders, since no test calls Stripe with them.
 */
export const productionEnv = {
  NODE_ENV: 'production',
  PAYMENT_GATEWAY: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_placeholder',
  STRIPE_WEBHOOK_SECRET: 'whsec_placeholder',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_placeholder',
} as const;

/** Headers our web client sends on every request. */
export const clientHeaders = { [CLIENT_ID_HEADER]: WEB_CLIENT_ID };

/** The whole app on a fresh database, for `app.inject()`; no port is opened. */
export async function buildTestApp(
  driver: DatabaseDriver,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const database = await createTestDatabase(driver);
  // CLOCK=adjustable in env gives the database-backed test clock, as in the server.
  const clock = options.clock ?? (await createClock(config, database.handle.db));
  const jobs = new JobQueue({
    database: database.handle,
    logger: silentLogger,
    runWorkers: options.runWorkers ?? false,
    pollingIntervalSeconds: 0.5,
  });
  const composition = {
    config,
    database: database.handle,
    jobs,
    clock,
    logger: silentLogger,
  };
  const services = composeServices(composition);
  const mailer = defineJobs(services, { ...composition, mailer: options.mailer });
  const app = await buildApp({ ...composition, services });
  // Started as in the server, so routes that queue email (password resets) can send.
  await jobs.start();
  return {
    app,
    config,
    database,
    jobs,
    clock,
    services,
    async close() {
      await app.close();
      await jobs.stop();
      mailer.close();
      await database.drop();
    },
  };
}
