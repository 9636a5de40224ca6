import { describe, expect, it } from 'vitest';
import { addDays, dayOf, daysBetween, isTodaySomewhere } from './calendar-days.js';

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

  it('takes a device’s today as true when some time zone is on that date', () => {
    const now = new Date('2030-01-15T23:30:00Z');
    expect(dayOf(now)).toBe('2030-01-15');
    expect(isTodaySomewhere('2030-01-14', now)).toBe(true);
    expect(isTodaySomewhere('2030-01-16', now)).toBe(true);
    expect(isTodaySomewhere('2030-01-13', now)).toBe(false);
    expect(isTodaySomewhere('2030-01-17', now)).toBe(false);
  });
});
