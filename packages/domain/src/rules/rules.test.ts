import { describe, expect, it } from 'vitest';
import {
  canHaveFullContent,
  expiryProblem,
  formatExpiry,
  formatExpiryInput,
  hasFullAccess,
  isExpiryInPast,
  isLuhnValid,
  parseExpiry,
} from './index.js';

describe('entitlement', () => {
  it('opens credits to all, and everything to staff and subscribers', () => {
    expect(canHaveFullContent('credits', hasFullAccess(null))).toBe(true);
    expect(canHaveFullContent('piece', hasFullAccess(null))).toBe(false);
    const member = { role: 'user', hasActiveSubscription: false };
    expect(hasFullAccess(member)).toBe(false);
    expect(hasFullAccess({ ...member, hasActiveSubscription: true })).toBe(true);
    expect(hasFullAccess({ ...member, role: 'admin' })).toBe(true);
    expect(hasFullAccess({ ...member, role: 'publisher' })).toBe(true);
  });
});

describe('card number', () => {
  it('passes the Luhn check only for valid numbers', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('378282246310005')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
  });
});

describe('card expiry', () => {
  it('reads and writes MM / YY', () => {
    expect(parseExpiry('03 / 31')).toEqual({ expMonth: 3, expYear: 2031 });
    expect(parseExpiry('03/31')).toEqual({ expMonth: 3, expYear: 2031 });
    expect(parseExpiry('13 / 31')).toBeNull();
    expect(parseExpiry('3 / 31')).toBeNull();
    expect(formatExpiry({ expMonth: 3, expYear: 2031 })).toBe('03 / 31');
    expect(formatExpiryInput('0331')).toBe('03 / 31');
    expect(formatExpiryInput('03')).toBe('03');
  });

  it('is usable until the end of its month, by UTC on the server', () => {
    const lastMomentOfMay = new Date(Date.UTC(2026, 4, 31, 23, 59, 59, 999));
    const firstOfJune = new Date(Date.UTC(2026, 5, 1));
    const may2026 = { expMonth: 5, expYear: 2026 };
    expect(isExpiryInPast(may2026, lastMomentOfMay, 'utc')).toBe(false);
    expect(isExpiryInPast(may2026, firstOfJune, 'utc')).toBe(true);
    expect(isExpiryInPast({ expMonth: 12, expYear: 2025 }, firstOfJune, 'utc')).toBe(true);
    expect(isExpiryInPast({ expMonth: 1, expYear: 2027 }, firstOfJune, 'utc')).toBe(false);
  });

  it('names what is wrong with a typed expiry', () => {
    const now = new Date(2026, 4, 15);
    expect(expiryProblem('05 / 26', now)).toBeNull();
    expect(expiryProblem('04 / 26', now)).toBe('Your card’s expiration year is in the past.');
    expect(expiryProblem('1 / 27', now)).toBe('Your card’s expiration date is incomplete.');
  });
});
