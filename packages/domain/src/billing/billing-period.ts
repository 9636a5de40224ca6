/**
 * Monthly periods anchored to the day the subscription was first billed: period n runs
 * from anchor + n months to anchor + n+1 months. A day the month does not have is clamped
 * to its last day, and the next month goes back to the anchor's day (31 Jan → 28/29 Feb →
 * 31 Mar), so periods never drift. Times are UTC.
 */
export function addMonthsAnchored(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(anchor.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

export const DAY_MS = 86_400_000;
/** The trial reminder goes out this long before the trial ends (spec §9). */
export const TRIAL_REMINDER_DAYS = 3;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The amount after a percent-off discount, rounded to the nearest minor unit. */
export function applyPercentOff(amount: number, percentOff: number | null): number {
  if (!percentOff) return amount;
  return Math.round((amount * (100 - percentOff)) / 100);
}
