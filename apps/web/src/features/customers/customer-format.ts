import type { CustomerSubscription, CustomerSummary, CustomerTransaction } from '@cadenza/domain';
import { currencyMinorDigits, formatMoney } from '../../lib/format-money';

type SubscriptionState = Pick<
  CustomerSubscription,
  'status' | 'isTrialPeriod' | 'cancellationDate'
>;

/** A subscription's state in a word or two, as an operator reads it. */
export function subscriptionStateLabel(subscription: SubscriptionState): string {
  switch (subscription.status) {
    case 'active':
      if (subscription.isTrialPeriod)
        return subscription.cancellationDate ? 'free trial, cancelled' : 'free trial';
      return subscription.cancellationDate ? 'cancelled, not yet ended' : 'active';
    case 'past_due':
      return 'past due';
    case 'expired':
      return 'ended';
    case 'incomplete':
      return 'first payment pending';
    case 'incomplete_expired':
      return 'never started';
  }
}

/** The newest subscription of a search row, or that there is none. */
export function summaryStateLabel(summary: CustomerSummary): string {
  return summary.subscription ? subscriptionStateLabel(summary.subscription) : 'no subscription';
}

export const transactionKindLabels: Record<CustomerTransaction['kind'], string> = {
  trial: 'Trial started',
  charge: 'Payment',
  refund: 'Refund',
  failed: 'Declined payment',
};

export const providerLabels: Record<CustomerSubscription['provider'], string> = {
  stripe: 'Web',
  apple: 'Apple',
  cadenza: 'Granted',
};

/** An amount in minor units as money in its currency ('US$12.99'). */
export function moneyText(amount: number, currency: string): string {
  return formatMoney({ amount, currency });
}

/** Minor units as the amount field shows them ('12.99'). */
export function amountFieldText(amount: number, currency: string): string {
  const digits = currencyMinorDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
}

/**
 * What an operator typed in an amount field, in minor units; null when it is not an amount
 * of this currency (letters, a minus, too many decimals).
 */
export function minorUnitsOf(text: string, currency: string): number | null {
  const digits = currencyMinorDigits(currency);
  const pattern = digits > 0 ? new RegExp(`^\\d+(\\.\\d{1,${String(digits)}})?$`) : /^\d+$/;
  const trimmed = text.trim();
  if (!pattern.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}
