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
 * Formatters made so far, by country and currency. Making one loads the locale's data: 130 ms of
 * the landing's start in Chromium slowed to a phone's speed, where the price shows in several
 * places. Formatting with one is cheap.
 */
const currencyFormats = new Map<string, Intl.NumberFormat>();

function currencyFormat(currency: string, countryCode: string): Intl.NumberFormat {
  const key = `${countryCode} ${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(`en-${countryCode}`, { style: 'currency', currency });
    currencyFormats.set(key, format);
  }
  return format;
}

/** How many minor units a unit of the currency has: 2 for USD, 0 for JPY. */
export function currencyMinorDigits(currency: string, countryCode = 'GB'): number {
  return currencyFormat(currency, countryCode).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An amount such as a transaction's total, e.g. '£9.99', '$12.99', '¥1,200'. */
export function formatMoney({ amount, currency, countryCode = 'GB' }: MoneyOptions): string {
  const minorDigits = currencyMinorDigits(currency, countryCode);
  return currencyFormat(currency, countryCode).format(amount / 10 ** minorDigits);
}
