import { describe, expect, it } from 'vitest';
import { formatChartDay, formatLongDay, formatPracticeTime } from './library-format';

describe('practice time and days as people read them', () => {
  it('says seconds, minutes, and hours with minutes', () => {
    expect(formatPracticeTime(0)).toBe('0 s');
    expect(formatPracticeTime(45)).toBe('45 s');
    expect(formatPracticeTime(90)).toBe('2 min');
    expect(formatPracticeTime(3600)).toBe('1 h');
    expect(formatPracticeTime(3900)).toBe('1 h 5 min');
  });

  it('names a calendar day the same in every time zone', () => {
    expect(formatChartDay('2030-01-14')).toBe('Mon 14');
    expect(formatLongDay('2030-01-14')).toBe('Monday 14 January');
  });
});
