import { describe, expect, it } from 'vitest';
import { amountFieldText, minorUnitsOf, subscriptionStateLabel } from './customer-format';
import { newIdempotencyKey } from './idempotency-key';

describe('amounts typed in a refund', () => {
  it('reads an amount of the currency in minor units', () => {
    expect(minorUnitsOf('12.99', 'USD')).toBe(1299);
    expect(minorUnitsOf(' 5 ', 'GBP')).toBe(500);
    expect(minorUnitsOf('5.5', 'EUR')).toBe(550);
    expect(minorUnitsOf('1800', 'JPY')).toBe(1800);
  });

  it('refuses what is not an amount of the currency', () => {
    for (const text of ['', '-5', '1e3', '5.999', '12,99', 'five', '5.'])
      expect(minorUnitsOf(text, 'USD'), text).toBeNull();
    expect(minorUnitsOf('18.5', 'JPY')).toBeNull();
  });

  it('writes minor units back as the field shows them', () => {
    expect(amountFieldText(1299, 'USD')).toBe('12.99');
    expect(amountFieldText(1800, 'JPY')).toBe('1800');
  });
});

describe('a subscription’s state', () => {
  it('names a trial, a cancellation not yet over, and the ended', () => {
    const base = { status: 'active', isTrialPeriod: false, cancellationDate: null } as const;
    expect(subscriptionStateLabel({ ...base, isTrialPeriod: true })).toBe('free trial');
    expect(subscriptionStateLabel({ ...base, cancellationDate: '2026-01-01T00:00:00Z' })).toBe(
      'cancelled, not yet ended',
    );
    expect(subscriptionStateLabel({ ...base, status: 'expired' })).toBe('ended');
    expect(subscriptionStateLabel({ ...base, status: 'past_due' })).toBe('past due');
  });
});

describe('idempotency keys', () => {
  it('are version 4 UUIDs, a new one each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
