import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';

export interface JobDefinition<Data extends object> {
  name: string;
  handle(data: Data): Promise<void>;
  /** pg-boss retry policy for this queue; an email job, say, retries an SMTP outage. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** pg-boss queue policy; 'stately' keeps one queued and one active job per singleton key. */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  /** A cron expression: workers send this job on that schedule (pg-boss schedule). */
  cron?: string;
  /** How long a job may run before the queue counts it lost and retries it (pg-boss: 15 min). */
  expireInSeconds?: number;
  /** Jobs fetched per poll; a throw fails the whole batch, so only for idempotent handlers. */
  batchSize?: number;
  /** Jobs of a batch handled at once (1 unless given); only for jobs safe to run side by side. */
  concurrency?: number;
}

export interface JobQueueOptions {
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  /** Whether this process works jobs, or only sends them (WORKERS=off). */
  runWorkers: boolean;
  pollingIntervalSeconds?: number;
}

export interface SendOptions {
  startAfter?: Date;
  /**
   * With the queue's policy 'stately' (or 'short'), a job whose key is already queued is not
   * queued again (send answers null); under 'standard' the key changes nothing.
   */
  singletonKey?: string;
  /** Higher is fetched first (default 0); among equals, the older first. */
  priority?: number;
}

/**
 * pg-boss on whichever database the server uses, through the same connection (its `db`
 * adapter), so PGlite and PostgreSQL behave alike. Queues are declared before start.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<object>>();
  private started = false;

  constructor(private readonly options: JobQueueOptions) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => options.database.executeSql(text, values) },
      supervise: options.runWorkers,
      schedule: options.runWorkers,
    });
    this.boss.on('error', (error) => {
      options.logger.error({ err: error }, 'job queue error');
    });
  }

  define<Data extends object>(definition: JobDefinition<Data>): void {
    if (this.started) throw new Error(`job ${definition.name} defined after start`);
    this.definitions.set(definition.name, definition);
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const definition of this.definitions.values()) {
      const queue = {
        name: definition.name,
        policy: definition.policy ?? 'standard',
        retryLimit: definition.retryLimit ?? 3,
        retryDelay: definition.retryDelaySeconds ?? 30,
        retryBackoff: definition.retryBackoff ?? true,
        ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
      };
      await this.boss.createQueue(definition.name, queue);
      // createQueue leaves an existing queue as it was: this brings a queue an older release
      // created up to the declared policy and retries. updateQueue sets every setting it is
      // given and takes a missing policy as 'standard', so the policy must always be passed.
      // Jobs already queued keep the policy they were queued under; new ones take this one.
      await this.boss.updateQueue(definition.name, queue);
      if (this.options.runWorkers) await this.startWorker(definition);
      if (this.options.runWorkers && definition.cron)
        await this.boss.schedule(definition.name, definition.cron);
    }
  }

  async send(name: string, data: object, options: SendOptions = {}): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`unknown job ${name}`);
    return this.boss.send(name, data, {
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.priority ? { priority: options.priority } : {}),
    });
  }

  /**
   * Queues many jobs in one statement (thousands in a moment); on a 'stately' queue a job whose
   * key is already queued is left out, as `send` would.
   */
  async sendMany(
    name: string,
    jobs: readonly ({ data: object } & Pick<SendOptions, 'singletonKey' | 'priority'>)[],
  ): Promise<void> {
    if (!this.definitions.has(name)) throw new Error(`unknown job ${name}`);
    const chunk = 1000;
    for (let start = 0; start < jobs.length; start += chunk) {
      await this.boss.insert(
        jobs.slice(start, start + chunk).map((job) => ({
          name,
          data: job.data,
          ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
          ...(job.priority ? { priority: job.priority } : {}),
        })),
      );
    }
  }

  /** A job of this queue as it stands (archived ones too), or null when there is none. */
  async getJob(
    name: string,
    id: string,
  ): Promise<{ state: string; data: unknown; output: unknown } | null> {
    const job = await this.boss.getJobById(name, id, { includeArchive: true });
    return job ? { state: job.state, data: job.data, output: job.output } : null;
  }

  /** Stops fetching, lets running jobs finish up to the timeout, leaves the database open. */
  async stop(timeoutMs = 3000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: timeoutMs });
  }

  private async startWorker(definition: JobDefinition<object>): Promise<void> {
    const { logger, pollingIntervalSeconds = 2 } = this.options;
    const options = { pollingIntervalSeconds, batchSize: definition.batchSize ?? 1 };
    // The first batch may arrive before work() resolves with the worker's id.
    const worker: { id?: string } = {};
    worker.id = await this.boss.work<object>(definition.name, options, async (jobs) => {
      // Each job of a batch succeeds or fails on its own: a failure is recorded with `fail`
      // (pg-boss retries it per its policy) and the others complete when this returns.
      const handleOne = async (job: (typeof jobs)[number]) => {
        try {
          await definition.handle(job.data);
        } catch (error) {
          logger.warn({ err: error, job: definition.name, id: job.id }, 'job failed, will retry');
          await this.boss.fail(definition.name, job.id, { message: errorMessage(error) });
        }
      };
      const lanes = Math.max(1, Math.min(definition.concurrency ?? 1, jobs.length));
      let next = 0;
      await Promise.all(
        Array.from({ length: lanes }, async () => {
          while (next < jobs.length) {
            const job = jobs[next++];
            if (job) await handleOne(job);
          }
        }),
      );
      // A full batch means more work is probably waiting: fetch again without the pause.
      if (worker.id && jobs.length === options.batchSize) this.boss.notifyWorker(worker.id);
    });
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
