import { DAY_MS, TRIAL_REMINDER_DAYS } from '@cadenza/domain';
import type { Clock } from '../../lib/clock.js';
import type { BillingNotifier } from './billing-notifier.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';

const BATCH = 500;

export interface BillingTickDependencies {
  repository: SubscriptionsRepository;
  clock: Clock;
  notifier: BillingNotifier;
  /** Queues the charge of one subscription (one job per subscription and due time). */
  queueCharge(subscriptionId: string, dueAt: Date): Promise<void>;
}

export interface BillingTickResult {
  expired: number;
  reminders: number;
  chargesQueued: number;
}

/**
 * What is due by the clock: cancelled subscriptions whose time is over expire, trial
 * reminders go out 3 days before the trial ends, renewals and retries are queued. Safe to
 * run in several workers at once: every step claims its rows.
 */
export async function runBillingTick(deps: BillingTickDependencies): Promise<BillingTickResult> {
  await deps.clock.refresh?.();
  const now = deps.clock.now();
  const expired = await deps.repository.expireCancelled(now);
  let reminders = 0;
  for (const subscription of await deps.repository.findDueReminders(
    now,
    TRIAL_REMINDER_DAYS * DAY_MS,
    BATCH,
  )) {
    if (!(await deps.repository.claimReminder(subscription.id, now))) continue;
    await deps.notifier.trialReminder(subscription, subscription.amount);
    reminders++;
  }
  let chargesQueued = 0;
  for (const due of await deps.repository.findDueCharges(now, BATCH * 10)) {
    await deps.queueCharge(due.id, due.dueAt);
    chargesQueued++;
  }
  return { expired, reminders, chargesQueued };
}
