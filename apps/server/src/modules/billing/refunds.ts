import { customerMessages as m } from '@cadenza/domain';
import { formatMoney } from './billing-format.js';
import type { TransactionRow } from './subscriptions.repository.js';

// Refunds of card payments: each is a transaction of its own (`refunded`, `refund_of` its
// payment), and a payment's refunds never add up to more than it.

/** A refund's external id, the same whoever records it (the console, or Stripe's webhook). */
export function refundExternalId(refundId: string): string {
  return `refund:${refundId}`;
}

/** A succeeded card payment: not a trial, a refund or a declined attempt. */
export function isRefundablePayment(payment: TransactionRow): boolean {
  return (
    payment.provider === 'stripe' &&
    payment.chargeStatus === 'succeeded' &&
    !payment.isTrialPeriod &&
    payment.total > 0 &&
    payment.refundOf === null &&
    payment.gatewayChargeId !== null
  );
}

/** What may still be refunded of a transaction, given its refunds so far (0 if it is no payment). */
export function refundableAmount(payment: TransactionRow, refunded: number): number {
  return isRefundablePayment(payment) ? Math.max(0, payment.total - refunded) : 0;
}

/** Why `amount` may not be refunded of this payment now, or null. */
export function refundRefusal(
  payment: TransactionRow,
  refunded: number,
  amount: number,
): string | null {
  if (!isRefundablePayment(payment)) return m.notRefundable;
  const left = refundableAmount(payment, refunded);
  if (left === 0) return m.fullyRefunded;
  return amount > left ? m.refundTooLarge(formatMoney(left, payment.currency)) : null;
}
