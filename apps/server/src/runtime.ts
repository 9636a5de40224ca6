import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/env.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { JobQueue } from './jobs/job-queue.js';
import type { Clock } from './lib/clock.js';
import { lockDataDir } from './lib/data-dir-lock.js';
import { composeServices, defineJobs, type Services } from './composition.js';
import { createClock } from './modules/clock/adjustable-clock.js';
import type { Mailer } from './modules/email/mailer.js';

/**
 * What every entry point (server, workers, CLI) needs: a migrated database, jobs, a clock, and
 * the services composed once on them (`composition.ts`).
 */
export interface Runtime {
  config: Config;
  database: DatabaseHandle;
  jobs: JobQueue;
  clock: Clock;
  logger: FastifyBaseLogger;
  services: Services;
  /** Delivers queued email: SMTP_URL, or the local mailbox. */
  mailer: Mailer;
  close(): Promise<void>;
}

export async function openRuntime(
  config: Config,
  logger: FastifyBaseLogger,
  options: { runWorkers: boolean; migrate?: boolean },
): Promise<Runtime> {
  const releaseLock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  let database: DatabaseHandle;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { driver: 'postgres', url: config.databaseUrl }
        : { driver: 'pglite', dataDir: path.join(config.dataDir, 'db') },
    );
    // A cluster's primary migrates once before forking (cluster.ts); its children skip it.
    if (options.migrate !== false) await database.migrate();
  } catch (error) {
    releaseLock();
    throw error;
  }
  const jobs = new JobQueue({ database, logger, runWorkers: options.runWorkers });
  const clock = await createClock(config, database.db);
  const composition = { config, database, jobs, clock, logger };
  const services = composeServices(composition);
  // Jobs are declared here, not in buildApp, so that WORKERS=only and the CLI know them too.
  const mailer = defineJobs(services, composition);
  return {
    config,
    database,
    jobs,
    clock,
    logger,
    services,
    mailer,
    async close() {
      await jobs.stop();
      mailer.close();
      await database.close();
      releaseLock();
    },
  };
}
