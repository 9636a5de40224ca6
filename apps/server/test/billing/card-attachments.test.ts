import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { billingServerMessages } from '@cadenza/domain';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { composeServices, defineBillingJobsOf } from '../../src/composition.js';
import {
  ATTACHED_MARKER,
  buildAppWithGateway,
  clockAfterAbandonment,
  countPendingAttachments,
  countStrayCards,
  countUsers,
  holdAfterAttach,
  sandboxGateway,
  signUpWithSandboxCard,
  testConfig,
} from './card-attachment-fixtures.js';
import { createTestDatabase, testDrivers, type TestDatabase } from '../databases.js';
import { createFakeClock } from '../fake-clock.js';
import { silentLogger } from '../test-app.js';
import { openDatabase, type DatabaseHandle, type DatabaseLocation } from '../../src/db/client.js';
import { JobQueue } from '../../src/jobs/job-queue.js';
import { serverRoot } from '../../src/lib/server-root.js';
import type { PaymentGateway } from '../../src/modules/payments/payment-gateway.js';
import {
  queueCardAttachmentReconciliation,
  RECONCILE_CARD_ATTACHMENTS_JOB,
} from '../../src/modules/billing/billing-jobs.js';
import { reconcileCardAttachments } from '../../src/modules/billing/card-attachments.js';

// test/billing/sign-up-until-card-attached.ts, bundled with the server by the global setup.
const childScript = path.join(inject('serverBundleDir'), 'sign-up-until-card-attached.js');

/** Starts a server process signing up, and SIGKILLs it as soon as the card is attached. */
async function signUpAndKillAfterAttach(location: DatabaseLocation, email: string) {
  const child = spawn(process.execPath, [childScript], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      CADENZA_TEST_DATABASE: JSON.stringify(location),
      CADENZA_TEST_EMAIL: email,
    },
  });
  let output = '';
  const exited = new Promise<NodeJS.Signals | null>((resolve) => {
    child.on('exit', (_code, signal) => {
      resolve(signal);
    });
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes(ATTACHED_MARKER)) return;
      child.kill('SIGKILL');
      resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', () => {
      reject(new Error(`the signup process ended by itself:\n${output}`));
    });
  });
  expect(await exited).toBe('SIGKILL');
}

/** Works the reconciliation job as a worker does, queued as main.ts queues it at start. */
async function reconcileThroughTheJob(database: DatabaseHandle): Promise<void> {
  const jobs = new JobQueue({
    database,
    logger: silentLogger,
    runWorkers: true,
    pollingIntervalSeconds: 0.5,
  });
  const composition = {
    jobs,
    database,
    config: testConfig(),
    clock: clockAfterAbandonment(),
    logger: silentLogger,
  };
  defineBillingJobsOf(composeServices(composition), composition);
  await jobs.start();
  try {
    await queueCardAttachmentReconciliation(jobs);
    await waitForJobs(database, RECONCILE_CARD_ATTACHMENTS_JOB);
  } finally {
    await jobs.stop();
  }
}

async function waitForJobs(database: DatabaseHandle, name: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { rows } = await database.executeSql(
      `SELECT count(*) FILTER (WHERE state IN ('created', 'retry', 'active'))::int AS pending,
              count(*) FILTER (WHERE state = 'failed')::int AS failed
       FROM pgboss.job WHERE name = $1`,
      [name],
    );
    if (Number(rows[0]?.failed) > 0) throw new Error(`${name} failed`);
    if (Number(rows[0]?.pending) === 0) return;
    if (Date.now() > deadline) throw new Error(`${name} did not run`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(testDrivers)('no stray cards on %s', (driver) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function freshDatabase(): Promise<TestDatabase> {
    const database = await createTestDatabase(driver);
    cleanups.push(() => database.drop());
    return database;
  }

  /** The child process owns the embedded database until it is killed; then this one opens it. */
  async function killOnPglite(): Promise<DatabaseHandle> {
    const dir = mkdtempSync(path.join(tmpdir(), 'cadenza-stray-card-'));
    cleanups.push(async () => {
      rmSync(dir, { recursive: true, force: true });
    });
    const location = { driver: 'pglite', dataDir: path.join(dir, 'db') } as const;
    await signUpAndKillAfterAttach(location, 'killed@example.com');
    const database = await openDatabase(location);
    cleanups.push(() => database.close());
    return database;
  }

  async function killOnPostgres(): Promise<DatabaseHandle> {
    const database = await freshDatabase();
    await signUpAndKillAfterAttach(
      { driver: 'postgres', url: database.url ?? '' },
      'killed@example.com',
    );
    return database.handle;
  }

  it(
    'removes the card of a signup killed between attaching it and committing the account',
    { timeout: 120_000 },
    async () => {
      const database = await (driver === 'pglite' ? killOnPglite() : killOnPostgres());
      // The death left what the review found: a card at the processor and no account.
      expect(await countUsers(database)).toBe(0);
      expect(await countStrayCards(database)).toBe(1);

      await reconcileThroughTheJob(database);
      expect(await countStrayCards(database)).toBe(0);
      expect(await countPendingAttachments(database)).toBe(0);
      // Reconciling again finds nothing to do and changes nothing.
      await reconcileThroughTheJob(database);
      expect(await countStrayCards(database)).toBe(0);
      const { rows } = await database.executeSql(
        `SELECT cron FROM pgboss.schedule WHERE name = $1`,
        [RECONCILE_CARD_ATTACHMENTS_JOB],
      );
      expect(rows).toEqual([{ cron: '*/5 * * * *' }]);
    },
  );

  it('leaves a signup in progress alone, and one abandoned meanwhile does not commit', async () => {
    const { handle: database } = await freshDatabase();
    let held: ReturnType<typeof holdAfterAttach> | undefined;
    const app = await buildAppWithGateway(database, (gateway) => {
      held = holdAfterAttach(gateway);
      return held.gateway;
    });
    cleanups.push(() => app.close());
    const answer = signUpWithSandboxCard(app, 'slow@example.com');
    await held?.attached;
    const reconcile = (clock = clockAfterAbandonment()) =>
      reconcileCardAttachments({
        db: database.db,
        gateway: sandboxGateway(database, clock),
        clock,
      });

    // Within minutes of the attachment, the signup is presumed alive.
    expect(await reconcile(createFakeClock(new Date()))).toEqual({ removed: 0 });
    expect(await countStrayCards(database)).toBe(1);
    // Long after, it is presumed dead: the card comes off, and the signup may not commit.
    expect(await reconcile()).toEqual({ removed: 1 });
    held?.release();
    expect((await answer).json()).toEqual({
      statusCode: 503,
      message: billingServerMessages.paymentUnavailable,
    });
    expect(await countUsers(database)).toBe(0);
    expect(await countStrayCards(database)).toBe(0);
    expect(await countPendingAttachments(database)).toBe(0);
  });

  it('repeats a reconciliation that died after the processor call, harmlessly', async () => {
    const { handle: database } = await freshDatabase();
    // A signup that never gets past the attachment, like one whose process died there.
    let held: ReturnType<typeof holdAfterAttach> | undefined;
    const app = await buildAppWithGateway(database, (gateway) => {
      held = holdAfterAttach(gateway);
      return held.gateway;
    });
    cleanups.push(() => app.close());
    void signUpWithSandboxCard(app, 'stuck@example.com');
    await held?.attached;

    const clock = clockAfterAbandonment();
    const dyingAfterDelete = (gateway: PaymentGateway): PaymentGateway => ({
      ...gateway,
      async deleteCustomer(customerId) {
        await gateway.deleteCustomer(customerId);
        throw new Error('worker killed after the processor call');
      },
    });
    const sandbox = sandboxGateway(database, clock);
    await expect(
      reconcileCardAttachments({ db: database.db, gateway: dyingAfterDelete(sandbox), clock }),
    ).rejects.toThrow('1 card attachments not removed');
    expect(await countPendingAttachments(database)).toBe(1);

    expect(await reconcileCardAttachments({ db: database.db, gateway: sandbox, clock })).toEqual({
      removed: 1,
    });
    expect(await countPendingAttachments(database)).toBe(0);
    expect(await countStrayCards(database)).toBe(0);
  });

  it('leaves nothing pending after signups that succeed, lose a race or are declined', async () => {
    const { handle: database } = await freshDatabase();
    const app = await buildAppWithGateway(database, (gateway) => gateway);
    cleanups.push(() => app.close());
    const raced = await Promise.all([
      signUpWithSandboxCard(app, 'twice@example.com'),
      signUpWithSandboxCard(app, 'twice@example.com'),
    ]);
    expect(raced.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const declined = await signUpWithSandboxCard(app, 'declined@example.com', '4000000000000002');
    expect(declined.statusCode).toBe(402);
    expect(await countUsers(database)).toBe(1);
    expect(await countPendingAttachments(database)).toBe(0);
    expect(await countStrayCards(database)).toBe(0);
  });
});
