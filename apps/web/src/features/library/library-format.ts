/** '45 s', '12 min', '1 h 5 min': practice time as people say it. */
export function formatPracticeTime(seconds: number): string {
  if (seconds < 60) return `${String(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${String(minutes)} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${String(hours)} h ${String(rest)} min` : `${String(hours)} h`;
}

/** 'Mon 14': a chart's day label, from `YYYY-MM-DD` read as a calendar day (no time zone). */
export function formatChartDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const weekday = date.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });
  return `${weekday} ${String(date.getUTCDate())}`;
}

/** 'Tuesday 14 January': a day in full, for screen readers and the chart's table. */
export function formatLongDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}
