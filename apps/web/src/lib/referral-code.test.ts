import { describe, expect, it } from 'vitest';
import { withReferralCode } from './referral-code';

describe('withReferralCode', () => {
  it('adds the code to a path with or without a query and keeps the hash', () => {
    expect(withReferralCode('/home', 'spring')).toBe('/home?referralCode=spring');
    expect(withReferralCode('/search?q=bach', 'spring')).toBe('/search?q=bach&referralCode=spring');
    expect(withReferralCode('/about#team', 'a b')).toBe('/about?referralCode=a+b#team');
  });

  it('leaves the href alone without a code or when it already has one', () => {
    expect(withReferralCode('/home', null)).toBe('/home');
    expect(withReferralCode('/home?referralCode=x', 'y')).toBe('/home?referralCode=x');
  });
});
