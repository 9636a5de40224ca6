import { describe, expect, it } from 'vitest';
import { autoChargeAgreement, chargesText, fillFeeText, offerCharges } from './offer-charges';

const gbp = { price: 999, currency: 'GBP', countryCode: 'GB' };
const usd = { price: 1299, currency: 'USD', countryCode: 'US' };
const halfPrice = { percentOff: 50, durationMonths: 3 };

describe('what an offer will charge', () => {
  it('is the plan’s monthly price without a discount', () => {
    const charges = offerCharges(gbp, null);
    expect(chargesText(charges)).toBe('£9.99 per month');
    expect(autoChargeAgreement('1 May 2030', charges)).toBe(
      'By starting your free trial you agree that, unless you cancel before 1 May 2030, your card is charged £9.99 automatically each month until you cancel.',
    );
  });

  it('is the discounted price (as the server rounds it) for the discounted months, then the full price', () => {
    const charges = offerCharges(gbp, halfPrice);
    expect(charges).toEqual({
      fullPrice: '£9.99',
      discount: { price: '£5.00', months: 3, percentOff: 50 },
    });
    expect(chargesText(charges)).toBe('£5.00 a month for your first 3 months, then £9.99 a month');
    expect(autoChargeAgreement('1 May 2030', charges)).toBe(
      'By starting your free trial you agree that, unless you cancel before 1 May 2030, your card is charged £5.00 a month for your first 3 months, then £9.99 a month, automatically until you cancel.',
    );
    expect(chargesText(offerCharges(gbp, { percentOff: 20, durationMonths: 1 }))).toBe(
      '£7.99 a month for your first month, then £9.99 a month',
    );
  });

  it('is in the visitor’s plan’s currency', () => {
    expect(chargesText(offerCharges(usd, halfPrice))).toBe(
      '$6.50 a month for your first 3 months, then $12.99 a month',
    );
  });

  it('fills an offer’s fee text from the plan, leaving a discount’s words when there is none', () => {
    const text = '{discountedPrice} a month for {discountMonths} months, then {price} a month';
    expect(fillFeeText(text, offerCharges(usd, halfPrice))).toBe(
      '$6.50 a month for 3 months, then $12.99 a month',
    );
    expect(fillFeeText('then {price} a month', offerCharges(gbp, null))).toBe('then £9.99 a month');
    expect(fillFeeText('{discountedPrice} {other}', offerCharges(gbp, null))).toBe(
      '{discountedPrice} {other}',
    );
  });
});
