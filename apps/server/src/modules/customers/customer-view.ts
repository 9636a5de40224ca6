import type {
  CustomerCard,
  CustomerDetail,
  CustomerEmail,
  CustomerSession,
  CustomerSubscription,
  CustomerSummary,
  CustomerTransaction,
} from '@cadenza/domain';
import type { CardRow } from '../billing/cards.repository.js';
import { refundableAmount } from '../billing/refunds.js';
import { subscriptionActions } from '../billing/subscription-adjustments.js';
import type { TransactionRow } from '../billing/subscriptions.repository.js';
import { resendRefusal } from '../email/email-copies.js';
import type { EmailMessageRow } from '../email/email.repository.js';
import type { SessionRow } from '../sessions/sessions.repository.js';
import type {
  CustomerRow,
  CustomerSearchRow,
  CustomerSubscriptionRow,
} from './customers.repository.js';

// Rows as the console shows them. A card is its brand, last four digits and expiry only.

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function toCustomerSummary({ user, subscription }: CustomerSearchRow): CustomerSummary {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    role: user.role,
    createdAt: iso(user.createdAt),
    subscription: subscription
      ? {
          status: subscription.status,
          isTrialPeriod: subscription.isTrialPeriod,
          provider: subscription.provider,
          cancellationDate: isoOrNull(subscription.cancellationDate),
        }
      : null,
  };
}

export function toCustomer(user: CustomerRow): CustomerDetail['customer'] {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    role: user.role,
    createdAt: iso(user.createdAt),
    isFreeTrialAvailable: user.isFreeTrialAvailable,
  };
}

export function toCustomerSubscription(
  row: CustomerSubscriptionRow,
  now: Date,
): CustomerSubscription {
  return {
    id: row.id,
    originalTransactionId: row.originalTransactionId,
    provider: row.provider,
    status: row.status,
    isTrialPeriod: row.isTrialPeriod,
    planId: row.planId,
    amount: row.amount,
    currency: row.currency,
    periodStart: iso(row.currentPeriodStart),
    periodEnd: iso(row.currentPeriodEnd),
    trialEnd: isoOrNull(row.trialEnd),
    cancellationDate: isoOrNull(row.cancellationDate),
    offerCode: row.offerCode,
    discount:
      row.discountPercentOff !== null && row.discountEnd !== null
        ? { percentOff: row.discountPercentOff, end: iso(row.discountEnd) }
        : null,
    createdAt: iso(row.createdAt),
    actions: subscriptionActions(row, now),
  };
}

function kindOf(row: TransactionRow): CustomerTransaction['kind'] {
  if (row.isTrialPeriod) return 'trial';
  if (row.chargeStatus === 'refunded') return 'refund';
  return row.chargeStatus === 'failed' ? 'failed' : 'charge';
}

export function toCustomerTransaction(row: TransactionRow, refunded: number): CustomerTransaction {
  return {
    id: row.id,
    kind: kindOf(row),
    provider: row.provider,
    purchaseDate: iso(row.purchaseDate),
    total: row.total,
    currency: row.currency,
    subscriptionId: row.subscriptionId,
    refundOf: row.refundOf,
    refunded,
    refundable: refundableAmount(row, refunded),
  };
}

export function toCustomerCard(row: CardRow): CustomerCard {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expiryMonth: row.expMonth,
    expiryYear: row.expYear,
    isDefault: row.isDefault,
  };
}

export function toCustomerSession(row: SessionRow): CustomerSession {
  return {
    id: row.id,
    createdAt: iso(row.createdAt),
    lastSeenAt: iso(row.lastSeenAt),
    expiresAt: iso(row.expiresAt),
  };
}

export function toCustomerEmail(row: EmailMessageRow): CustomerEmail {
  return {
    id: row.id,
    template: row.template,
    subject: row.subject,
    status: row.status,
    createdAt: iso(row.createdAt),
    sentAt: isoOrNull(row.sentAt),
    resendRefusal: resendRefusal(row),
  };
}
