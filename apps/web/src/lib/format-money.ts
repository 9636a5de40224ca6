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

/**
 * Formatters made so far, by locale and currency. Making one loads the locale's data: 130 ms of
 * the landing's start in Chromium slowed to a phone's speed, where the price shows in several
 * places. Formatting with one is cheap.
 */
const formatters = new Map<string, { format: (value: number) => string; fractionDigits: number }>();

function formatterFor(countryCode: string, currency: string) {
  const key = `${countryCode} ${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const numberFormat = new Intl.NumberFormat(`en-${countryCode}`, {
      style: 'currency',
      currency,
    });
    const { maximumFractionDigits = 2 } = numberFormat.resolvedOptions();
    formatter = {
      format: (value) => numberFormat.format(value),
      fractionDigits: maximumFractionDigits,
    };
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An amount such as a transaction's total, e.g. '£9.99', '$12.99', '¥1,200'. */
export function formatMoney({ amount, currency, countryCode = 'GB' }: MoneyOptions): string {
  const { format, fractionDigits } = formatterFor(countryCode, currency);
  return format(amount / 10 ** fractionDigits);
}
