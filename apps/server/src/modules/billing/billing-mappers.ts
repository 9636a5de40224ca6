import type { Card, Subscription, Transaction } from '@cadenza/domain';
import type { CardRow } from './cards.repository.js';
import type { SubscriptionRow, TransactionRow } from './subscriptions.repository.js';

export function toSubscription(row: SubscriptionRow, now: Date): Subscription {
  const hasDiscount =
    row.discountPercentOff !== null && row.discountEnd !== null && row.discountEnd > now;
  return {
    id: row.id,
    originalTransactionId: row.originalTransactionId,
    // Not yet paid for is shown as expired: the spec knows active, expired and "others".
    status: row.status === 'active' || row.status === 'past_due' ? row.status : 'expired',
    isTrialPeriod: row.isTrialPeriod,
    provider: row.provider,
    planId: row.planId,
    expiryDate: row.currentPeriodEnd.toISOString(),
    cancellationDate: row.cancellationDate?.toISOString() ?? null,
    discount:
      hasDiscount && row.discountEnd && row.discountPercentOff !== null
        ? { end: row.discountEnd.toISOString(), coupon: { percent_off: row.discountPercentOff } }
        : null,
  };
}

export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    chargeStatus: row.chargeStatus,
    isTrialPeriod: row.isTrialPeriod,
    provider: row.provider,
    purchaseDate: row.purchaseDate.toISOString(),
    total: row.total,
    currency: row.currency,
  };
}

export function toCard(row: CardRow): Card {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expiryMonth: row.expMonth,
    expiryYear: row.expYear,
    addressLine1: row.addressLine1,
    addressCity: row.addressCity,
    addressZip: row.addressZip,
    addressCountry: row.addressCountry,
    isDefault: row.isDefault,
  };
}
