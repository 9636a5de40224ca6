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

/** The calendar day at `now` of someone whose clock is `utcOffsetMinutes` ahead of UTC. */
export function dayAt(now: Date, utcOffsetMinutes: number): string {
  return dayOf(new Date(now.getTime() + utcOffsetMinutes * 60_000));
}
