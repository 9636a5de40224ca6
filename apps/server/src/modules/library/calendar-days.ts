/** Calendar days as `YYYY-MM-DD` strings, counted in whole days (no time zone involved). */

export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** Every day from `from` to `until`, both included, oldest first. */
export function daysBetween(from: string, until: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= until; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * Whether a day someone's device calls today can be today somewhere: time zones run from
 * UTC-12 to UTC+14, so a device's date is the UTC date, the day before or the day after.
 */
export function isTodaySomewhere(day: string, now: Date): boolean {
  const utc = dayOf(now);
  return day >= addDays(utc, -1) && day <= addDays(utc, 1);
}
