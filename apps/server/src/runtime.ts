import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/env.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { JobQueue } from './jobs/job-queue.js';
import type { Clock } from './lib/clock.js';
import { lockDataDir } from './lib/data-dir-lock.js';
import { registerBillingJobs } from './modules/billing/billing-services.js';
import { createClock } from './modules/clock/adjustable-clock.js';
import { registerContentJobs } from './modules/content/content-jobs.js';
import { registerEmailDelivery } from './modules/email/email-delivery.js';
import type { Mailer } from './modules/email/mailer.js';

/** What every entry point (server, workers, CLI) needs: a migrated database, jobs, a clock. */
export interface Runtime {
  config: Config;
  database: DatabaseHandle;
  jobs: JobQueue;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Delivers queued email: SMTP_URL, or the local mailbox. */
  mailer: Mailer;
  close(): Promise<void>;
}

export async function openRuntime(
  config: Config,
  logger: FastifyBaseLogger,
  options: { runWorkers: boolean },
): Promise<Runtime> {
  const releaseLock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  let database: DatabaseHandle;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { driver: 'postgres', url: config.databaseUrl }
        : { driver: 'pglite', dataDir: path.join(config.dataDir, 'db') },
    );
    await database.migrate();
  } catch (error) {
    releaseLock();
    throw error;
  }
  const jobs = new JobQueue({ database, logger, runWorkers: options.runWorkers });
  const clock = await createClock(config, database.db);
  // Jobs are declared here, not in buildApp, so that WORKERS=only and the CLI know them too.
  const mailer = registerEmailDelivery({ jobs, database, config, clock, logger });
  registerContentJobs({ jobs, database, config, logger });
  registerBillingJobs({ jobs, database, config, clock, logger });
  return {
    config,
    database,
    jobs,
    clock,
    logger,
    mailer,
    async close() {
      await jobs.stop();
      mailer.close();
      await database.close();
      releaseLock();
    },
  };
}
