import {
  addDays,
  addMonthsAnchored,
  customerMessages as m,
  type CancelWhen,
  type SubscriptionActions,
} from '@cadenza/domain';
import type { NewSubscriptionRow, SubscriptionRow } from './subscriptions.repository.js';

// What an operator may do to a web subscription, and what it changes: part of the billing
// state machine, so that the periods, the trial and the discount stay as the charges read them.

export type SubscriptionChanges = Partial<NewSubscriptionRow>;

/** Why an operator cannot change this subscription at all, or null. */
function operatorRefusal(subscription: SubscriptionRow): string | null {
  if (subscription.provider === 'apple') return m.appleSubscription;
  if (subscription.provider !== 'stripe') return m.grantedSubscription;
  if (subscription.status === 'incomplete' || subscription.status === 'incomplete_expired')
    return m.notStarted;
  if (subscription.status === 'expired') return m.ended;
  return null;
}

export function extendTrialRefusal(subscription: SubscriptionRow, now: Date): string | null {
  const isRunningTrial =
    subscription.isTrialPeriod && subscription.trialEnd !== null && subscription.trialEnd > now;
  return operatorRefusal(subscription) ?? (isRunningTrial ? null : m.notATrial);
}

export function grantMonthsRefusal(subscription: SubscriptionRow): string | null {
  return (
    operatorRefusal(subscription) ??
    (subscription.isTrialPeriod ? m.grantInTrial : null) ??
    (subscription.status === 'past_due' ? m.pastDue : null)
  );
}

export function cancelRefusal(subscription: SubscriptionRow, when: CancelWhen): string | null {
  const refusal = operatorRefusal(subscription);
  if (refusal || when === 'now') return refusal;
  return subscription.cancellationDate ? m.alreadyCancelled : null;
}

/** Which actions the subscription allows now, by the same checks the actions make. */
export function subscriptionActions(subscription: SubscriptionRow, now: Date): SubscriptionActions {
  return {
    extendTrial: extendTrialRefusal(subscription, now) === null,
    grantMonths: grantMonthsRefusal(subscription) === null,
    cancelAtPeriodEnd: cancelRefusal(subscription, 'period-end') === null,
    cancelNow: cancelRefusal(subscription, 'now') === null,
  };
}

/**
 * The trial `days` longer: its end, the billing anchor (the first charge is at the trial's
 * end) and the discounted months move with it, and the reminder is sent again before the new
 * end. Only after `extendTrialRefusal` said yes.
 */
export function extendTrial(subscription: SubscriptionRow, days: number): SubscriptionChanges {
  const anchor = addDays(subscription.billingAnchor, days);
  return {
    trialEnd: subscription.trialEnd ? addDays(subscription.trialEnd, days) : null,
    billingAnchor: anchor,
    currentPeriodEnd: addDays(subscription.currentPeriodEnd, days),
    discountEnd: movedDiscountEnd(subscription, anchor, subscription.periodIndex),
    reminderSentAt: null,
  };
}

/**
 * `months` free: the next months' periods are skipped (period n still runs from anchor + n
 * months, so the billing day stays), what is paid for ends that much later, and discounted
 * months not yet charged still come after them. Only after `grantMonthsRefusal` said yes.
 */
export function grantMonths(subscription: SubscriptionRow, months: number): SubscriptionChanges {
  const periodIndex = subscription.periodIndex + months;
  return {
    periodIndex,
    currentPeriodEnd: addMonthsAnchored(subscription.billingAnchor, periodIndex),
    discountEnd: movedDiscountEnd(subscription, subscription.billingAnchor, periodIndex),
  };
}

/**
 * At period end: access stays until it, and it is not renewed (one in dunning ends now, as a
 * customer's own cancellation does). Now: it ends at once, and nothing more is charged.
 */
export function cancel(
  subscription: SubscriptionRow,
  when: CancelWhen,
  now: Date,
): SubscriptionChanges {
  const endsNow = { status: 'expired', nextAttemptAt: null, currentPeriodEnd: now } as const;
  if (when === 'now')
    return {
      ...endsNow,
      isTrialPeriod: false,
      cancellationDate: subscription.cancellationDate ?? now,
    };
  return { cancellationDate: now, ...(subscription.status === 'past_due' ? endsNow : {}) };
}

/** What the audit log records of a subscription before and after an action. */
export function auditedSubscription(subscription: SubscriptionRow) {
  return {
    id: subscription.id,
    status: subscription.status,
    isTrialPeriod: subscription.isTrialPeriod,
    trialEnd: subscription.trialEnd,
    periodEnd: subscription.currentPeriodEnd,
    periodIndex: subscription.periodIndex,
    cancellationDate: subscription.cancellationDate,
    discountEnd: subscription.discountEnd,
  };
}

const MAX_PERIODS = 1200;

/**
 * The end of the discount when the periods not yet charged start from `periodIndex` of
 * `anchor`: as many discounted periods as were left, counted anew (a day shift or skipped
 * months must not give or take a discounted month where month lengths differ).
 */
function movedDiscountEnd(
  subscription: SubscriptionRow,
  anchor: Date,
  periodIndex: number,
): Date | null {
  const { discountEnd } = subscription;
  if (!discountEnd) return null;
  let left = 0;
  while (
    left < MAX_PERIODS &&
    addMonthsAnchored(subscription.billingAnchor, subscription.periodIndex + left) < discountEnd
  )
    left += 1;
  return left === 0 ? discountEnd : addMonthsAnchored(anchor, periodIndex + left);
}
