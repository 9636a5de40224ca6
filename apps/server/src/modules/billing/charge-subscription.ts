import { addDays, addMonthsAnchored, applyPercentOff } from '@cadenza/domain';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { ChargeOutcome, PaymentGateway } from '../payments/payment-gateway.js';
import type { BillingNotifier } from './billing-notifier.js';
import { createCardsRepository } from './cards.repository.js';
import {
  createSubscriptionsRepository,
  type ChargeRow,
  type SubscriptionRow,
} from './subscriptions.repository.js';

export interface ChargeDependencies {
  db: Database;
  gateway: PaymentGateway;
  clock: Clock;
  notifier: BillingNotifier;
  /** Days after the first decline of a period on which it is tried again. */
  retryDays: number[];
}

export type ChargeResult =
  | { kind: 'not-due' }
  | { kind: 'succeeded'; subscription: SubscriptionRow }
  | { kind: 'failed'; message: string; nextAttemptAt: Date | null };

interface PreparedAttempt {
  subscription: SubscriptionRow;
  charge: ChargeRow;
  customerId: string | undefined;
  gatewayCardId: string | undefined;
}

const NO_CARD = { code: 'no_card', message: 'There is no card to charge.' };

/**
 * Charges the period a subscription is due for, at most once. In three steps:
 * 1. under the subscription's row lock, the period's charge row is written as 'pending'
 *    (UNIQUE (subscription, period_start)) with attempt n;
 * 2. the processor is called with the idempotency key `subscription:period:n`;
 * 3. under the lock again, the outcome is written if the row is still that pending attempt.
 * A worker that dies between 2 and 3 leaves the row pending; whoever runs next repeats step
 * 2 with the same key and gets the processor's first answer back, never a second charge.
 */
export async function chargeSubscription(
  deps: ChargeDependencies,
  subscriptionId: string,
): Promise<ChargeResult> {
  const prepared = await prepareAttempt(deps, subscriptionId);
  if (!prepared) return { kind: 'not-due' };
  const { charge } = prepared;
  const outcome: ChargeOutcome =
    prepared.customerId && prepared.gatewayCardId
      ? await deps.gateway.charge({
          customerId: prepared.customerId,
          gatewayCardId: prepared.gatewayCardId,
          amount: charge.amount,
          currency: charge.currency,
          idempotencyKey: chargeIdempotencyKey(charge),
          description: 'Cadenza monthly subscription',
        })
      : { status: 'failed', gatewayChargeId: null, ...NO_CARD };
  return recordOutcome(deps, prepared, outcome);
}

export function chargeIdempotencyKey(
  charge: Pick<ChargeRow, 'subscriptionId' | 'periodStart' | 'attempt'>,
): string {
  return `${charge.subscriptionId}:${charge.periodStart.toISOString()}:${String(charge.attempt)}`;
}

async function prepareAttempt(
  deps: ChargeDependencies,
  subscriptionId: string,
): Promise<PreparedAttempt | undefined> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const repository = createSubscriptionsRepository(tx);
    const subscription = await repository.lockSubscription(subscriptionId);
    if (!subscription || !isDue(subscription, now)) return undefined;
    const periodStart = addMonthsAnchored(subscription.billingAnchor, subscription.periodIndex);
    const existing = await repository.findCharge(subscription.id, periodStart);
    let charge: ChargeRow;
    if (!existing) {
      const amount =
        subscription.discountEnd && subscription.discountEnd > periodStart
          ? applyPercentOff(subscription.amount, subscription.discountPercentOff)
          : subscription.amount;
      charge = await repository.insertCharge({
        subscriptionId: subscription.id,
        periodStart,
        periodEnd: addMonthsAnchored(subscription.billingAnchor, subscription.periodIndex + 1),
        amount,
        currency: subscription.currency,
        state: 'pending',
        attempt: 1,
        createdAt: now,
      });
    } else if (existing.state === 'pending') {
      charge = existing;
    } else if (existing.state === 'failed' && subscription.status === 'past_due') {
      charge = { ...existing, state: 'pending', attempt: existing.attempt + 1 };
      await repository.updateCharge(existing.id, { state: 'pending', attempt: charge.attempt });
    } else {
      return undefined;
    }
    const cards = createCardsRepository(tx);
    const [customer, card] = await Promise.all([
      cards.findCustomer(subscription.userId),
      cards.findDefaultCard(subscription.userId),
    ]);
    return {
      subscription,
      charge,
      customerId: customer?.customerId,
      gatewayCardId: card?.gatewayCardId,
    };
  });
}

function isDue(subscription: SubscriptionRow, now: Date): boolean {
  if (subscription.provider !== 'stripe') return false;
  if (subscription.status === 'incomplete') return true;
  if (subscription.cancellationDate) return false;
  if (subscription.status === 'active') return subscription.currentPeriodEnd <= now;
  if (subscription.status === 'past_due') return (subscription.nextAttemptAt ?? now) <= now;
  return false;
}

async function recordOutcome(
  deps: ChargeDependencies,
  prepared: PreparedAttempt,
  outcome: ChargeOutcome,
): Promise<ChargeResult> {
  const now = deps.clock.now();
  const { charge } = prepared;
  const result = await deps.db.transaction(async (tx): Promise<ChargeResult | undefined> => {
    const repository = createSubscriptionsRepository(tx);
    const subscription = await repository.lockSubscription(charge.subscriptionId);
    const current = await repository.findCharge(charge.subscriptionId, charge.periodStart);
    // Someone else (a second worker with the same key) has already written this attempt.
    if (!subscription || current?.state !== 'pending' || current.attempt !== charge.attempt)
      return undefined;
    await repository.insertTransaction({
      userId: subscription.userId,
      subscriptionId: subscription.id,
      chargeId: current.id,
      provider: 'stripe',
      chargeStatus: outcome.status,
      isTrialPeriod: false,
      purchaseDate: now,
      total: charge.amount,
      currency: charge.currency,
      gatewayChargeId: outcome.gatewayChargeId,
    });
    if (outcome.status === 'succeeded') {
      await repository.updateCharge(current.id, {
        state: 'succeeded',
        gatewayChargeId: outcome.gatewayChargeId,
      });
      const updated = await repository.updateSubscription(subscription.id, {
        status: 'active',
        isTrialPeriod: false,
        currentPeriodStart: charge.periodStart,
        currentPeriodEnd: charge.periodEnd,
        periodIndex: subscription.periodIndex + 1,
        failedAttempts: 0,
        nextAttemptAt: null,
      });
      return { kind: 'succeeded', subscription: updated ?? subscription };
    }
    await repository.updateCharge(current.id, {
      state: 'failed',
      gatewayChargeId: outcome.gatewayChargeId,
      failureCode: outcome.code,
      failureMessage: outcome.message,
    });
    const retryDay = deps.retryDays[charge.attempt - 1];
    const nextAttemptAt =
      subscription.status !== 'incomplete' && retryDay !== undefined
        ? addDays(current.createdAt, retryDay)
        : null;
    await repository.updateSubscription(subscription.id, {
      status:
        subscription.status === 'incomplete'
          ? 'incomplete_expired'
          : nextAttemptAt
            ? 'past_due'
            : 'expired',
      isTrialPeriod: false,
      failedAttempts: charge.attempt,
      nextAttemptAt,
    });
    return { kind: 'failed', message: outcome.message, nextAttemptAt };
  });
  if (!result) return { kind: 'not-due' };
  await notify(deps, prepared, result, now);
  return result;
}

async function notify(
  deps: ChargeDependencies,
  prepared: PreparedAttempt,
  result: ChargeResult,
  now: Date,
) {
  const { charge, subscription } = prepared;
  if (result.kind === 'succeeded') {
    await deps.notifier.receipt({
      userId: subscription.userId,
      amount: charge.amount,
      currency: charge.currency,
      paidAt: now,
      reference: subscription.originalTransactionId,
    });
  } else if (result.kind === 'failed' && subscription.status !== 'incomplete') {
    // A first payment made while the user waits is answered in the response instead.
    await deps.notifier.paymentFailed({
      userId: subscription.userId,
      amount: charge.amount,
      currency: charge.currency,
      nextAttemptAt: result.nextAttemptAt,
    });
  }
}
