import type { StripePlan } from '@cadenza/domain';

/** The plan's monthly price in its currency, formatted for its country (e.g. '£9.99'). */
export function formatMonthlyPrice(plan: Pick<StripePlan, 'price' | 'currency' | 'countryCode'>) {
  return formatMoney({
    amount: plan.price,
    currency: plan.currency,
    countryCode: plan.countryCode,
  });
}

interface MoneyOptions {
  /** In the currency's minor units (pence, cents; yen have none). */
  amount: number;
  currency: string;
  /** Formats for this country; spec §9 defaults to GB. */
  countryCode?: string | undefined;
}

/** An amount such as a transaction's total, e.g. '£9.99', '$12.99', '¥1,200'. */
export function formatMoney({ amount, currency, countryCode = 'GB' }: MoneyOptions): string {
  const formatter = new Intl.NumberFormat(`en-${countryCode}`, { style: 'currency', currency });
  const { maximumFractionDigits = 2 } = formatter.resolvedOptions();
  return formatter.format(amount / 10 ** maximumFractionDigits);
}
