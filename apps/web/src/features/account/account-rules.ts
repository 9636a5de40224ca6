import type { Card, FeatureFlags, MeResponse, Subscription, Transaction } from '@cadenza/domain';
import { formatExpiry, isExpiryInPast } from '@cadenza/domain/rules';
import { formatLongDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';

/** Spec §2: morning before 12, afternoon until 17, otherwise evening. */
export function greetingFor(now: Date, firstName: string | null): string {
  const hour = now.getHours();
  const partOfDay = hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening';
  return firstName ? `Good ${partOfDay}, ${firstName}` : `Good ${partOfDay}`;
}

/** Spec §3: maxConcurrentSessions set makes a multi-session basic user. */
export function isMultiSessionUser(me: Pick<MeResponse, 'maxConcurrentSessions'>): boolean {
  return me.maxConcurrentSessions !== null;
}

/** Spec §2, §6: subscription, purchases and payment need payments on and a normal user. */
export function canManageBilling(
  me: Pick<MeResponse, 'maxConcurrentSessions'>,
  flags: Pick<FeatureFlags, 'payments'>,
): boolean {
  return flags.payments && !isMultiSessionUser(me);
}

const isStaff = (role: MeResponse['role']) => role === 'admin' || role === 'publisher';

/** Spec §4: 'free trial' in a trial, the role for an active admin or publisher, else the status. */
export function subscriptionStatusLabel(
  subscription: Subscription,
  role: MeResponse['role'],
): string {
  if (subscription.isTrialPeriod) return 'free trial';
  if (subscription.status === 'active' && isStaff(role)) return role;
  return subscription.status.replace('_', ' ');
}

/** Spec §4: 'Renews', or 'Expires on' when cancelled or on trial; 'Expired on' otherwise. */
export function subscriptionExpiryText(subscription: Subscription): string {
  const date = formatLongDate(subscription.expiryDate);
  if (subscription.status !== 'active') return `Expired on ${date}`;
  if (subscription.cancellationDate !== null || subscription.isTrialPeriod) {
    return `Expires on ${date}`;
  }
  return `Renews ${date}`;
}

export function isCancelledButUnexpired(subscription: Subscription): boolean {
  return subscription.status === 'active' && subscription.cancellationDate !== null;
}

/** Spec §4: only a stripe subscription that is active and not cancelled. */
export function canCancelSubscription(subscription: Subscription): boolean {
  return (
    subscription.provider === 'stripe' &&
    subscription.status === 'active' &&
    subscription.cancellationDate === null
  );
}

export function hasActiveSubscription(me: Pick<MeResponse, 'subscriptions'>): boolean {
  return me.subscriptions.some((subscription) => subscription.status === 'active');
}

export type SubscriptionOffer = 'subscribe' | 'resubscribe' | null;

/** Spec §2, §4, §6: staff are never prompted; subscribers without an active one resubscribe. */
export function subscriptionOffer(
  me: Pick<MeResponse, 'subscriptions' | 'role'>,
): SubscriptionOffer {
  if (isStaff(me.role) || hasActiveSubscription(me)) return null;
  return me.subscriptions.length > 0 ? 'resubscribe' : 'subscribe';
}

/** Spec §4: removable when the subscription is not active, or cancelled, or another card stays. */
export function canRemoveCard(me: Pick<MeResponse, 'subscriptions'>, cardCount: number): boolean {
  const web = me.subscriptions.find((subscription) => subscription.provider === 'stripe');
  if (!web || web.status !== 'active' || web.cancellationDate !== null) return true;
  return cardCount > 1;
}

/** Spec §2 purchase history labels; a refund (beyond the spec's rows) says so. */
export function purchaseLabel(transaction: Transaction): string {
  if (transaction.isTrialPeriod) return 'Trial';
  if (transaction.chargeStatus === 'refunded') return 'Refund';
  if (transaction.provider === 'stripe') return 'Subscription (Web)';
  if (transaction.provider === 'apple') return 'Subscription (iOS)';
  return 'Subscription';
}

export type PurchasePrice = { kind: 'free' } | { kind: 'amount'; text: string } | { kind: 'help' };

/**
 * Free for a trial, the amount for a stripe total (a refund's as money given back, '−£9.99'),
 * else the help-centre link.
 */
export function purchasePrice(transaction: Transaction, countryCode?: string): PurchasePrice {
  if (transaction.isTrialPeriod) return { kind: 'free' };
  if (transaction.provider === 'stripe') {
    const currency = transaction.currency || 'GBP';
    const amount = formatMoney({ amount: transaction.total, currency, countryCode });
    return {
      kind: 'amount',
      text: transaction.chargeStatus === 'refunded' ? `−${amount}` : amount,
    };
  }
  return { kind: 'help' };
}

const expiryOf = (card: Pick<Card, 'expiryMonth' | 'expiryYear'>) => ({
  expMonth: card.expiryMonth,
  expYear: card.expiryYear,
});

/** Spec §2: expired when the expiry month is already past. */
export function isCardExpired(card: Pick<Card, 'expiryMonth' | 'expiryYear'>, now: Date): boolean {
  return isExpiryInPast(expiryOf(card), now);
}

/** MM / YY */
export function formatCardExpiry(card: Pick<Card, 'expiryMonth' | 'expiryYear'>): string {
  return formatExpiry(expiryOf(card));
}
