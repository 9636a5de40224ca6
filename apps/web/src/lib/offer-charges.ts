import { applyPercentOff, type Offer, type StripePlan } from '@cadenza/domain';
import { formatMoney } from './format-money';

/**
 * What a signup through an offer will be charged once its trial ends, in the visitor's plan
 * (its currency): the offer's discounted price for its discounted months (the amount the
 * server charges, `applyPercentOff`), then the plan's full price.
 */
export interface OfferCharges {
  fullPrice: string;
  discount: { price: string; months: number; percentOff: number } | null;
}

type Plan = Pick<StripePlan, 'price' | 'currency' | 'countryCode'>;

export function offerCharges(plan: Plan, discount: Offer['discount'] | undefined): OfferCharges {
  const money = (amount: number) =>
    formatMoney({ amount, currency: plan.currency, countryCode: plan.countryCode });
  return {
    fullPrice: money(plan.price),
    discount: discount
      ? {
          price: money(applyPercentOff(plan.price, discount.percentOff)),
          months: discount.durationMonths,
          percentOff: discount.percentOff,
        }
      : null,
  };
}

export const monthsText = (months: number) => (months === 1 ? 'month' : `${String(months)} months`);

/** '£9.99 per month', or '£5.00 a month for your first 3 months, then £9.99 a month'. */
export function chargesText(charges: OfferCharges): string {
  if (!charges.discount) return `${charges.fullPrice} per month`;
  const { price, months } = charges.discount;
  return `${price} a month for your first ${monthsText(months)}, then ${charges.fullPrice} a month`;
}

/**
 * An offer's fee text with its prices filled in from the visitor's plan, so it is never in
 * another currency: `{price}` (the full monthly price), `{discountedPrice}` and
 * `{discountMonths}` (the offer's discount; left as written when the offer has none).
 */
export function fillFeeText(text: string, charges: OfferCharges): string {
  const values: Record<string, string | undefined> = {
    price: charges.fullPrice,
    discountedPrice: charges.discount?.price,
    discountMonths: charges.discount ? String(charges.discount.months) : undefined,
  };
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The auto-charge agreement under the card form: exactly what will be charged, and when. */
export function autoChargeAgreement(trialEnd: string, charges: OfferCharges): string {
  const charged = charges.discount
    ? `${chargesText(charges)}, automatically`
    : `${charges.fullPrice} automatically each month`;
  return `By starting your free trial you agree that, unless you cancel before ${trialEnd}, your card is charged ${charged} until you cancel.`;
}
