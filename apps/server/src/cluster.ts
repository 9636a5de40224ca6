import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/env.js';
import { seedCatalogueOnFirstStart } from './modules/catalogue/demo-library-seeding.js';
import { ensureDemoPublisherOnFirstStart } from './modules/studio/demo-publisher.js';
import { openRuntime } from './runtime.js';

/**
 * Several processes on PostgreSQL (`WEB_CONCURRENCY` > 1): this primary migrates and seeds
 * once, forks the HTTP processes (sharing the port through node:cluster) and, unless
 * WORKERS=off, one jobs process; it restarts a child that dies and stops them all on
 * SIGINT/SIGTERM. Children run this same entry point (dist/main.js or main.ts) with
 * CADENZA_ROLE set, and never print the ready line themselves.
 */
export type ClusterRole = 'http' | 'jobs';

/** A child's role, or undefined in a process that was not forked by a cluster primary. */
export function clusterRole(): ClusterRole | undefined {
  if (cluster.isPrimary) return undefined;
  const role = process.env.CADENZA_ROLE;
  return role === 'http' || role === 'jobs' ? role : undefined;
}

/** Sent by a child to the primary once it serves (HTTP) or runs (jobs). */
export interface ReadyMessage {
  cadenza: 'ready';
}

export function tellPrimaryReady(): void {
  const message: ReadyMessage = { cadenza: 'ready' };
  process.send?.(message);
}

/** The primary's whole budget for stopping its children (the test and README promise 5 s). */
const STOP_BUDGET_MS = 4500;
/** A child that lived this long before dying restarts at once; one that keeps dying backs off. */
const HEALTHY_LIFETIME_MS = 10_000;
const MAX_BACKOFF_MS = 30_000;

interface Slot {
  role: ClusterRole;
  index: number;
  worker: Worker | undefined;
  startedAt: number;
  failures: number;
  ready: boolean;
}

export async function runClusterPrimary(
  config: Config,
  concurrency: number,
  logger: FastifyBaseLogger,
): Promise<void> {
  const startedAt = performance.now();
  if (!config.databaseUrl) throw new Error('a cluster needs DATABASE_URL');
  // Once, before any child: migrations, the job queues' declarations (pg-boss creates their
  // tables; several processes creating them at once deadlock) and the demo library.
  const runtime = await openRuntime(config, logger, { runWorkers: false });
  try {
    await runtime.jobs.start();
    if (config.seedDemoLibrary)
      await seedCatalogueOnFirstStart(runtime.database.db, logger, config.seedDemoLibrary);
    await ensureDemoPublisherOnFirstStart(runtime.database.db, config);
  } finally {
    await runtime.close();
  }

  const slots: Slot[] = [];
  for (let index = 0; index < concurrency; index++) slots.push(newSlot('http', index));
  if (config.workers === 'on') slots.push(newSlot('jobs', 0));

  let stopping = false;
  let allReady = false;
  const restartTimers = new Set<NodeJS.Timeout>();

  const fork = (slot: Slot) => {
    // The jobs process queues the start-up jobs; without one, the first HTTP process does.
    const queuesStartupJobs =
      slot.role === 'jobs' || (config.workers === 'off' && slot.index === 0);
    const worker = cluster.fork({
      CADENZA_ROLE: slot.role,
      CADENZA_STARTUP_JOBS: queuesStartupJobs ? '1' : '0',
    });
    slot.worker = worker;
    slot.startedAt = Date.now();
    slot.ready = false;
    worker.on('message', (message: unknown) => {
      if (!isReady(message)) return;
      slot.ready = true;
      if (!allReady && slots.every((s) => s.ready)) {
        allReady = true;
        const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
        const jobs = slots.some((s) => s.role === 'jobs') ? ' and 1 jobs process' : '';
        console.log(
          `Cadenza is ready at ${config.publicUrl} (${String(concurrency)} HTTP processes${jobs}, started in ${seconds} s)`,
        );
      }
    });
    worker.on('exit', (code, signal) => {
      if (slot.worker !== worker) return;
      slot.worker = undefined;
      slot.ready = false;
      if (stopping) return;
      if (!allReady) {
        // A child that cannot start (port taken, database down) would fail again: give up.
        logger.error({ role: slot.role, code, signal }, 'a process failed to start, stopping');
        stop('start-up failure', 1);
        return;
      }
      const lived = Date.now() - slot.startedAt;
      slot.failures = lived >= HEALTHY_LIFETIME_MS ? 0 : slot.failures + 1;
      const delay = slot.failures === 0 ? 0 : Math.min(MAX_BACKOFF_MS, 250 * 2 ** slot.failures);
      logger.warn(
        { role: slot.role, childPid: worker.process.pid, code, signal, restartInMs: delay },
        'a process died, restarting it',
      );
      const timer = setTimeout(() => {
        restartTimers.delete(timer);
        if (!stopping) fork(slot);
      }, delay);
      restartTimers.add(timer);
    });
  };

  const stop = (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'shutting down');
    for (const timer of restartTimers) clearTimeout(timer);
    const running = slots.flatMap((slot) => (slot.worker ? [slot.worker] : []));
    const exited = running.map(
      (worker) =>
        new Promise<number>((resolve) => {
          if (worker.isDead()) resolve(0);
          else
            worker.once('exit', (code: number | null) => {
              resolve(code ?? 1);
            });
        }),
    );
    // Each child closes its server and database within its own grace; this one is the last word.
    const forceExit = setTimeout(() => {
      logger.error('shutdown took too long, killing the remaining processes');
      for (const worker of running) if (!worker.isDead()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_BUDGET_MS);
    forceExit.unref();
    for (const worker of running) if (!worker.isDead()) worker.process.kill('SIGTERM');
    void Promise.all(exited).then((codes) => {
      process.exit(exitCode || (codes.every((code) => code === 0) ? 0 : 1));
    });
  };

  process.once('SIGINT', () => {
    stop('SIGINT');
  });
  process.once('SIGTERM', () => {
    stop('SIGTERM');
  });
  for (const slot of slots) fork(slot);
}

function newSlot(role: ClusterRole, index: number): Slot {
  return { role, index, worker: undefined, startedAt: 0, failures: 0, ready: false };
}

function isReady(message: unknown): message is ReadyMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as Partial<ReadyMessage>).cadenza === 'ready'
  );
}
