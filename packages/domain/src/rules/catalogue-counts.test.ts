import { describe, expect, it } from 'vitest';
import { fillCatalogueCounts, formatCountAtLeast } from './catalogue-counts.js';

describe('counts shown as claims', () => {
  it('round down to two significant figures from 100, with a plus when anything went', () => {
    expect(formatCountAtLeast(3727)).toBe('3,700+');
    expect(formatCountAtLeast(1348)).toBe('1,300+');
    expect(formatCountAtLeast(264)).toBe('260+');
    expect(formatCountAtLeast(199)).toBe('190+');
    expect(formatCountAtLeast(12_345)).toBe('12,000+');
    expect(formatCountAtLeast(1_000_001)).toBe('1,000,000+');
    expect(formatCountAtLeast(123_456_789)).toBe('120,000,000+');
    expect(formatCountAtLeast(6000)).toBe('6,000');
  });

  it('never claim more than there is', () => {
    for (const count of [100, 101, 109, 990, 999, 1001, 3799, 9999, 10_001, 98_765]) {
      const shown = Number(formatCountAtLeast(count).replace(/[,+]/g, ''));
      expect(shown).toBeLessThanOrEqual(count);
      expect(shown).toBeGreaterThan(count * 0.9 - 1);
    }
  });

  it('keep small and round counts exact, without a plus', () => {
    expect(formatCountAtLeast(0)).toBe('0');
    expect(formatCountAtLeast(7)).toBe('7');
    expect(formatCountAtLeast(99)).toBe('99');
    expect(formatCountAtLeast(100)).toBe('100');
    expect(formatCountAtLeast(6000)).toBe('6,000');
  });

  it('refuse what is not a count', () => {
    expect(() => formatCountAtLeast(-1)).toThrow(RangeError);
    expect(() => formatCountAtLeast(2.5)).toThrow('a count must be a whole number');
    expect(() => formatCountAtLeast(Number.NaN)).toThrow(RangeError);
  });
});

describe('texts with catalogue counts', () => {
  const counts = { scores: 3727, volumes: 264, performances: 1348, videos: 42, readings: 5 };

  it('fill each named count, and leave other braces alone', () => {
    expect(fillCatalogueCounts('{scores} scores with synced recordings', counts)).toBe(
      '3,700+ scores with synced recordings',
    );
    expect(fillCatalogueCounts('{videos} videos, {performances} performances', counts)).toBe(
      '42 videos, 1,300+ performances',
    );
    expect(fillCatalogueCounts('{price} a month, {scores}', counts)).toBe(
      '{price} a month, 3,700+',
    );
    expect(fillCatalogueCounts('no counts here', counts)).toBe('no counts here');
  });
});
