import type { AppConfig } from '@cadenza/domain';
import { formatMoney, formatMonthlyPrice } from '../../lib/format-money';

/** What is charged now: nothing for a free trial, else the plan's monthly price. */
export function amountDueNow(plan: AppConfig['stripePlan'], isTrial: boolean): string {
  return isTrial
    ? formatMoney({ amount: 0, currency: plan.currency, countryCode: plan.countryCode })
    : formatMonthlyPrice(plan);
}
