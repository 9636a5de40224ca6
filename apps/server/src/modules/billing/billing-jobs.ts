import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Clock } from '../../lib/clock.js';
import { runBillingTick } from './billing-scheduler.js';
import { reconcileCardAttachments } from './card-attachments.js';
import { chargeSubscription, type ChargeDependencies } from './charge-subscription.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';

export const BILLING_TICK_JOB = 'billing-tick';
export const CHARGE_SUBSCRIPTION_JOB = 'charge-subscription';
export const RECONCILE_CARD_ATTACHMENTS_JOB = 'reconcile-card-attachments';

export interface ChargeJobData {
  subscriptionId: string;
}

export interface BillingJobDependencies extends ChargeDependencies {
  jobs: JobQueue;
  repository: SubscriptionsRepository;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** How long a charge job that threw (processor unreachable, worker lost) waits to retry. */
  chargeRetryDelaySeconds?: number | undefined;
  /** Charge jobs a worker fetches per poll (25 unless given). */
  chargeBatchSize?: number | undefined;
}

/**
 * The billing lifecycle as jobs: a tick every minute finds what the clock makes due and
 * queues one charge job per subscription and due time; every five minutes (and at start)
 * signups' card attachments left pending are reconciled. Declared by every process that sends
 * or works jobs, before the queue starts.
 */
export function defineBillingJobs(deps: BillingJobDependencies): void {
  const { jobs } = deps;
  jobs.define({
    name: BILLING_TICK_JOB,
    cron: '* * * * *',
    // A tick that fails is simply repeated by the next one.
    retryLimit: 0,
    async handle() {
      const result = await runBillingTick({
        repository: deps.repository,
        clock: deps.clock,
        notifier: deps.notifier,
        queueCharge: async (subscriptionId, dueAt) => {
          await jobs.send(CHARGE_SUBSCRIPTION_JOB, { subscriptionId } satisfies ChargeJobData, {
            singletonKey: `${subscriptionId}:${dueAt.toISOString()}`,
          });
        },
      });
      if (result.expired || result.reminders || result.chargesQueued)
        deps.logger.info(result, 'billing tick');
    },
  });
  jobs.define<ChargeJobData>({
    name: CHARGE_SUBSCRIPTION_JOB,
    // One queued and one running job per key; the charge row is what really guards the period.
    policy: 'stately',
    // Charging is idempotent, so a batch that fails part-way is safely repeated whole.
    batchSize: deps.chargeBatchSize ?? 25,
    // Each charge locks its own subscription row, so charges of one batch run side by side.
    concurrency: 5,
    retryLimit: 10,
    retryDelaySeconds: deps.chargeRetryDelaySeconds ?? 30,
    retryBackoff: true,
    async handle({ subscriptionId }) {
      await deps.clock.refresh?.();
      await chargeSubscription(deps, subscriptionId);
    },
  });
  jobs.define({
    name: RECONCILE_CARD_ATTACHMENTS_JOB,
    cron: '*/5 * * * *',
    // Idempotent, and what one run leaves the next one does.
    retryLimit: 0,
    async handle() {
      await deps.clock.refresh?.();
      const result = await reconcileCardAttachments(deps);
      if (result.removed) deps.logger.info(result, 'stray card attachments removed');
    },
  });
}

/** Runs a reconciliation now (at start) rather than at the next five minutes. */
export async function queueCardAttachmentReconciliation(jobs: JobQueue): Promise<void> {
  await jobs.send(RECONCILE_CARD_ATTACHMENTS_JOB, {});
}

/** Runs a tick now (after the test clock moved) rather than at the next minute. */
export async function queueBillingTick(jobs: JobQueue): Promise<void> {
  await jobs.send(BILLING_TICK_JOB, {});
}
