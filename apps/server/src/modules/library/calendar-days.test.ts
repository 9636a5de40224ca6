import { describe, expect, it } from 'vitest';
import { addDays, dayAt, dayOf, daysBetween } from './calendar-days.js';

describe('calendar days', () => {
  it('counts whole days across months and years', () => {
    expect(addDays('2030-01-31', 1)).toBe('2030-02-01');
    expect(addDays('2030-01-01', -1)).toBe('2029-12-31');
    expect(daysBetween('2030-02-27', '2030-03-02')).toEqual([
      '2030-02-27',
      '2030-02-28',
      '2030-03-01',
      '2030-03-02',
    ]);
    expect(daysBetween('2030-03-02', '2030-03-01')).toEqual([]);
  });

  it('finds the calendar day of a clock some minutes ahead of UTC (or behind it)', () => {
    const now = new Date('2030-01-15T23:30:00Z');
    expect(dayOf(now)).toBe('2030-01-15');
    expect(dayAt(now, 0)).toBe('2030-01-15');
    expect(dayAt(now, 30)).toBe('2030-01-16');
    expect(dayAt(now, 29)).toBe('2030-01-15');
    expect(dayAt(new Date('2030-01-15T09:00:00Z'), -10 * 60)).toBe('2030-01-14');
    expect(dayAt(new Date('2029-12-31T12:00:00Z'), 14 * 60)).toBe('2030-01-01');
  });
});
