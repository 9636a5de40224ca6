import { describe, expect, it } from 'vitest';
import { me, subscription, transaction } from '../../test/accounts-fixtures';
import {
  canCancelSubscription,
  canManageBilling,
  canRemoveCard,
  formatCardExpiry,
  greetingFor,
  isCancelledButUnexpired,
  isCardExpired,
  purchaseLabel,
  purchasePrice,
  subscriptionExpiryText,
  subscriptionOffer,
  subscriptionStatusLabel,
} from './account-rules';

const expiryDate = new Date(2026, 3, 9, 12).toISOString();

describe('greeting', () => {
  it('is morning before 12, afternoon until 17, otherwise evening, with the first name', () => {
    expect(greetingFor(new Date(2026, 0, 1, 11, 59), 'Ada')).toBe('Good morning, Ada');
    expect(greetingFor(new Date(2026, 0, 1, 12, 0), 'Ada')).toBe('Good afternoon, Ada');
    expect(greetingFor(new Date(2026, 0, 1, 16, 59), null)).toBe('Good afternoon');
    expect(greetingFor(new Date(2026, 0, 1, 17, 0), null)).toBe('Good evening');
  });
});

describe('subscription display', () => {
  it("labels a trial 'free trial', an active admin or publisher by role, else the status", () => {
    expect(subscriptionStatusLabel(subscription({ isTrialPeriod: true }), 'admin')).toBe(
      'free trial',
    );
    expect(subscriptionStatusLabel(subscription(), 'admin')).toBe('admin');
    expect(subscriptionStatusLabel(subscription(), 'publisher')).toBe('publisher');
    expect(subscriptionStatusLabel(subscription(), 'ordinary')).toBe('active');
    expect(subscriptionStatusLabel(subscription({ status: 'expired' }), 'admin')).toBe('expired');
    expect(subscriptionStatusLabel(subscription({ status: 'past_due' }), 'ordinary')).toBe(
      'past due',
    );
  });

  it("says 'Renews', 'Expires on' when cancelled or on trial, else 'Expired on'", () => {
    expect(subscriptionExpiryText(subscription({ expiryDate }))).toBe('Renews 9 April 2026');
    expect(subscriptionExpiryText(subscription({ expiryDate, cancellationDate: expiryDate }))).toBe(
      'Expires on 9 April 2026',
    );
    expect(subscriptionExpiryText(subscription({ expiryDate, isTrialPeriod: true }))).toBe(
      'Expires on 9 April 2026',
    );
    expect(subscriptionExpiryText(subscription({ expiryDate, status: 'expired' }))).toBe(
      'Expired on 9 April 2026',
    );
    expect(subscriptionExpiryText(subscription({ expiryDate, status: 'past_due' }))).toBe(
      'Expired on 9 April 2026',
    );
  });

  it('marks a cancelled subscription that has not run out', () => {
    expect(isCancelledButUnexpired(subscription({ cancellationDate: expiryDate }))).toBe(true);
    expect(isCancelledButUnexpired(subscription())).toBe(false);
    expect(
      isCancelledButUnexpired(subscription({ status: 'expired', cancellationDate: expiryDate })),
    ).toBe(false);
  });

  it('lets only an active, uncancelled web subscription be cancelled', () => {
    expect(canCancelSubscription(subscription())).toBe(true);
    expect(canCancelSubscription(subscription({ provider: 'apple' }))).toBe(false);
    expect(canCancelSubscription(subscription({ cancellationDate: expiryDate }))).toBe(false);
    expect(canCancelSubscription(subscription({ status: 'expired' }))).toBe(false);
  });

  it('offers a resubscription to a subscriber with nothing active, never to staff', () => {
    const lapsed = [subscription({ status: 'expired' })];
    expect(subscriptionOffer(me({ subscriptions: lapsed }))).toBe('resubscribe');
    expect(subscriptionOffer(me({ subscriptions: lapsed, role: 'admin' }))).toBeNull();
    expect(subscriptionOffer(me({ subscriptions: lapsed, role: 'publisher' }))).toBeNull();
    expect(subscriptionOffer(me({ subscriptions: [] }))).toBe('subscribe');
    expect(subscriptionOffer(me())).toBeNull();
    // Any active subscription counts, whichever comes first.
    expect(subscriptionOffer(me({ subscriptions: [...lapsed, subscription()] }))).toBeNull();
  });
});

describe('account management', () => {
  it('needs payments on and a user who is not a multi-session basic user', () => {
    expect(canManageBilling(me(), { payments: true })).toBe(true);
    expect(canManageBilling(me(), { payments: false })).toBe(false);
    expect(canManageBilling(me({ maxConcurrentSessions: 3 }), { payments: true })).toBe(false);
  });

  it('removes a card when the subscription is not active, is cancelled, or another card stays', () => {
    expect(canRemoveCard(me(), 1)).toBe(false);
    expect(canRemoveCard(me(), 2)).toBe(true);
    expect(canRemoveCard(me({ subscriptions: [subscription({ status: 'expired' })] }), 1)).toBe(
      true,
    );
    expect(
      canRemoveCard(me({ subscriptions: [subscription({ cancellationDate: expiryDate })] }), 1),
    ).toBe(true);
    expect(canRemoveCard(me({ subscriptions: [] }), 1)).toBe(true);
  });
});

describe('purchase history rows', () => {
  it('labels trials, web, iOS and other subscriptions', () => {
    expect(purchaseLabel(transaction({ isTrialPeriod: true }))).toBe('Trial');
    expect(purchaseLabel(transaction())).toBe('Subscription (Web)');
    expect(purchaseLabel(transaction({ provider: 'apple' }))).toBe('Subscription (iOS)');
    expect(purchaseLabel(transaction({ provider: 'cadenza' }))).toBe('Subscription');
  });

  it('prices a trial Free, a web total in its currency, and anything else by the help link', () => {
    expect(purchasePrice(transaction({ isTrialPeriod: true, total: 0 }))).toEqual({ kind: 'free' });
    expect(purchasePrice(transaction())).toEqual({ kind: 'amount', text: '£9.99' });
    expect(purchasePrice(transaction({ total: 1299, currency: 'USD' }), 'US')).toEqual({
      kind: 'amount',
      text: '$12.99',
    });
    expect(purchasePrice(transaction({ provider: 'apple' }))).toEqual({ kind: 'help' });
  });

  it('shows a refund as money given back', () => {
    const refund = transaction({ chargeStatus: 'refunded', total: 500, currency: 'USD' });
    expect(purchaseLabel(refund)).toBe('Refund');
    expect(purchasePrice(refund, 'US')).toEqual({ kind: 'amount', text: '−$5.00' });
  });
});

describe('card expiry', () => {
  const now = new Date(2026, 4, 15);
  it('is expired only once the expiry month is past', () => {
    expect(isCardExpired({ expiryMonth: 5, expiryYear: 2026 }, now)).toBe(false);
    expect(isCardExpired({ expiryMonth: 4, expiryYear: 2026 }, now)).toBe(true);
    expect(isCardExpired({ expiryMonth: 12, expiryYear: 2025 }, now)).toBe(true);
    expect(isCardExpired({ expiryMonth: 1, expiryYear: 2027 }, now)).toBe(false);
  });

  it('reads MM / YY', () => {
    expect(formatCardExpiry({ expiryMonth: 3, expiryYear: 2031 })).toBe('03 / 31');
  });
});
