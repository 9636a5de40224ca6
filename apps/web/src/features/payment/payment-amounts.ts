import type { AppConfig } from '@cadenza/domain';
import { formatMoney } from '../../lib/format-money';
import { useOffer } from '../../lib/offer-api';
import { chargesText, monthsText, offerCharges, type OfferCharges } from '../../lib/offer-charges';
import { useReferralCode } from '../../lib/referral-code';

/**
 * What a subscription started here is charged: the visitor's plan, with the discount of the
 * offer whose referral code the page carries (the server applies the same offer to the
 * subscription). Undefined until the offer's terms are known, so no price is shown that
 * the offer would change.
 */
export function useSubscriptionCharges(plan: AppConfig['stripePlan'] | undefined) {
  const referralCode = useReferralCode();
  const offer = useOffer(referralCode);
  if (!plan) return undefined;
  // An unknown or failed code: the server refuses an inactive offer and charges the full
  // price without one, so the plan's own price is what to show.
  if (referralCode && offer.isPending) return undefined;
  return offerCharges(plan, offer.data?.discount);
}

/**
 * What is charged now: nothing for a free trial, else the first month, at the offer's price
 * when it has a discount.
 */
export function amountDueNow(
  plan: AppConfig['stripePlan'],
  isTrial: boolean,
  charges: OfferCharges,
): string {
  if (isTrial) {
    return formatMoney({ amount: 0, currency: plan.currency, countryCode: plan.countryCode });
  }
  return charges.discount?.price ?? charges.fullPrice;
}

/** What follows the amount due today: 'Then £9.99 per month.', or the offer's months first. */
export function thenCharged(charges: OfferCharges, isTrial: boolean): string {
  const { discount, fullPrice } = charges;
  if (!discount) return `Then ${fullPrice} per month.`;
  if (isTrial) return `Then ${chargesText(charges)}.`;
  // Today's charge is the first discounted month.
  if (discount.months === 1) return `Then ${fullPrice} per month.`;
  return `Then ${discount.price} a month to the end of your first ${monthsText(discount.months)}, then ${fullPrice} a month.`;
}
