import { buildApp } from './app.js';
import { clusterRole, runClusterPrimary, tellPrimaryReady } from './cluster.js';
import { resolveWebConcurrency } from './config/concurrency.js';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { createLogger } from './lib/logger.js';
import { queueCardAttachmentReconciliation } from './modules/billing/billing-jobs.js';
import { seedCatalogueOnFirstStart } from './modules/catalogue/demo-library-seeding.js';
import { ensureDemoPublisherOnFirstStart } from './modules/studio/demo-publisher.js';
import { queueDemoMedia } from './modules/content/content-jobs.js';
import { reportDemoMediaProgress } from './modules/content/demo-media-progress.js';
import { openRuntime } from './runtime.js';

/** In-flight requests and jobs get this long to finish after SIGINT/SIGTERM. */
const SHUTDOWN_GRACE_MS = 4000;

async function main(): Promise<void> {
  const { config, concurrency } = readConfigOrExit();
  const logger = createLogger(config);
  const role = clusterRole();
  // WEB_CONCURRENCY > 1 (PostgreSQL only): this process becomes the cluster's primary (cluster.ts).
  if (!role && concurrency > 1 && config.workers !== 'only') {
    await runClusterPrimary(config, concurrency, logger);
    return;
  }
  // In a cluster the primary has migrated and seeded; each child does one part of WORKERS=on.
  const workers = role === 'http' ? 'off' : role === 'jobs' ? 'only' : config.workers;
  const startupJobs = role ? process.env.CADENZA_STARTUP_JOBS === '1' : true;
  const startedAt = performance.now();
  const runtime = await openRuntime(config, logger, {
    runWorkers: workers !== 'off',
    migrate: !role,
  });
  // A bucket that is missing or refuses us stops start-up, named, rather than each medium
  // looking lost (and queued to be made again) at its first request.
  await runtime.services.content.store.check();
  // A new installation serves the demo library from its first request (a no-op once seeded).
  if (!role && config.seedDemoLibrary && workers !== 'only')
    await seedCatalogueOnFirstStart(runtime.database.db, logger, config.seedDemoLibrary);
  if (!role && workers !== 'only')
    await ensureDemoPublisherOnFirstStart(runtime.database.db, config);
  const app = workers === 'only' ? undefined : await buildApp({ ...runtime, logger });
  // Tests tell a cluster's HTTP processes apart by this header; never outside tests.
  if (app && role && config.nodeEnv === 'test') {
    app.addHook('onRequest', async (_request, reply) => {
      void reply.header('x-process', String(process.pid));
    });
  }
  await runtime.jobs.start();
  if (startupJobs) {
    // Signups a previous run left between card and account lose their cards now, not in 5 min.
    await queueCardAttachmentReconciliation(runtime.jobs);
    if (config.content.makeDemoMedia) await queueDemoMedia(runtime.jobs);
  }
  // A person running `npm start` hears how the first start's demo media come on.
  const mediaProgress =
    !role && config.content.makeDemoMedia && workers !== 'off'
      ? reportDemoMediaProgress({
          countWaiting: async () =>
            (await runtime.services.content.service.getMediaStatus()).preparing,
          logger,
        })
      : undefined;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => {
      logger.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + 1000);
    forceExit.unref();
    mediaProgress?.stop();
    void (async () => {
      await app?.close();
      await runtime.close();
      process.exit(0);
    })().catch((error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    });
  };
  process.once('SIGINT', () => {
    stop('SIGINT');
  });
  process.once('SIGTERM', () => {
    stop('SIGTERM');
  });

  if (role) {
    await app?.listen({ port: config.port, host: config.host });
    tellPrimaryReady();
  } else if (app) {
    await app.listen({ port: config.port, host: config.host });
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.log(`Cadenza is ready at ${config.publicUrl} (started in ${seconds} s)`);
  } else {
    console.log('Cadenza workers are running (WORKERS=only, no HTTP)');
  }
}

function readConfigOrExit(): { config: Config; concurrency: number } {
  try {
    const config = loadConfig();
    return { config, concurrency: resolveWebConcurrency(process.env, config) };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
