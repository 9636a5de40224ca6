import { expect, it } from 'vitest';
import { formatMoney, formatMonthlyPrice } from './format-money';

it('formats minor units in the currency, for the country', () => {
  expect(formatMoney({ amount: 999, currency: 'GBP' })).toBe('£9.99');
  expect(formatMoney({ amount: 1299, currency: 'USD', countryCode: 'US' })).toBe('$12.99');
  expect(formatMoney({ amount: 1200, currency: 'JPY', countryCode: 'JP' })).toBe('¥1,200');
  expect(formatMonthlyPrice({ price: 999, currency: 'GBP', countryCode: 'GB' })).toBe('£9.99');
});

it('formats a plan in a currency without minor units as it is', () => {
  expect(formatMonthlyPrice({ price: 1800, currency: 'JPY', countryCode: 'JP' })).toBe('¥1,800');
});

it('formats a currency for each country it is asked for, the same every time', () => {
  expect(formatMoney({ amount: 1299, currency: 'USD', countryCode: 'US' })).toBe('$12.99');
  expect(formatMoney({ amount: 1299, currency: 'USD', countryCode: 'GB' })).toBe('US$12.99');
  expect(formatMoney({ amount: 500, currency: 'USD', countryCode: 'US' })).toBe('$5.00');
});
