import { randomBytes } from 'node:crypto';
import { addDays, addMonthsAnchored } from '@cadenza/domain';
import { DEFAULT_TRIAL_DAYS } from '@cadenza/domain/rules';
import type { PlanRow } from '../app-config/plans.repository.js';
import type { OfferRow } from '../offers/offers.repository.js';
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository.js';

export interface StartSubscriptionInput {
  userId: string;
  plan: PlanRow;
  offer: OfferRow | undefined;
  /** The card that starts a trial: its fingerprint is remembered, one trial per card. */
  trialCardFingerprint: string | null;
  now: Date;
}

/** Our own id for a web subscription, shown as originalTransactionId. */
export function newOriginalTransactionId(): string {
  return `sub_${randomBytes(12).toString('hex')}`;
}

/**
 * A web subscription: with a trial (the offer's length, else 30 days, free, recorded as a
 * trial transaction), or without one, 'incomplete' until its first charge goes through.
 * Undefined when the user already has a live web subscription.
 */
export async function startSubscription(
  repository: SubscriptionsRepository,
  input: StartSubscriptionInput,
): Promise<SubscriptionRow | undefined> {
  const { now, plan, offer } = input;
  const withTrial = input.trialCardFingerprint !== null;
  const trialEnd = withTrial ? addDays(now, offer?.trialLength ?? DEFAULT_TRIAL_DAYS) : null;
  const anchor = trialEnd ?? now;
  const discountEnd =
    offer?.discountDurationMonths != null
      ? addMonthsAnchored(anchor, offer.discountDurationMonths)
      : null;
  const subscription = await repository.insertSubscription({
    userId: input.userId,
    originalTransactionId: newOriginalTransactionId(),
    provider: 'stripe',
    planId: plan.id,
    status: withTrial ? 'active' : 'incomplete',
    isTrialPeriod: withTrial,
    trialEnd,
    trialCardFingerprint: input.trialCardFingerprint,
    billingAnchor: anchor,
    periodIndex: 0,
    currentPeriodStart: now,
    currentPeriodEnd: anchor,
    amount: plan.price,
    currency: plan.currency,
    offerCode: offer?.code ?? null,
    discountPercentOff: offer?.discountPercentOff ?? null,
    discountEnd,
    createdAt: now,
  });
  if (!subscription) return undefined;
  if (withTrial) {
    await repository.insertTransaction({
      userId: input.userId,
      subscriptionId: subscription.id,
      provider: 'stripe',
      chargeStatus: 'succeeded',
      isTrialPeriod: true,
      purchaseDate: now,
      total: 0,
      currency: plan.currency,
    });
    await repository.markTrialUsed(input.userId);
  }
  return subscription;
}
