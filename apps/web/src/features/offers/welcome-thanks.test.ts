import { describe, expect, it } from 'vitest';
import { subscription } from '../../test/accounts-fixtures';
import { welcomeThanks } from './components/welcome-pages';

describe('welcomeThanks', () => {
  it('thanks a trial user until the trial ends (spec words)', () => {
    const me = { subscriptions: [subscription({ isTrialPeriod: true })] };
    expect(welcomeThanks(me)).toBe('Thanks for signing up! Enjoy it for free until 9 April 2026');
  });

  it('never tells someone who pays that it is free', () => {
    const me = { subscriptions: [subscription({ isTrialPeriod: false })] };
    expect(welcomeThanks(me)).toBe(
      'Thanks for subscribing! Your subscription renews on 9 April 2026.',
    );
    const cancelled = {
      subscriptions: [
        subscription({
          isTrialPeriod: false,
          cancellationDate: new Date(2026, 2, 1).toISOString(),
        }),
      ],
    };
    expect(welcomeThanks(cancelled)).toBe(
      'Thanks for subscribing! Your subscription runs until 9 April 2026.',
    );
  });

  it('falls back to the end of the trial period when nothing is known yet', () => {
    expect(welcomeThanks(undefined)).toBe(
      'Thanks for signing up! Enjoy it for free until the end of the trial period',
    );
  });
});
