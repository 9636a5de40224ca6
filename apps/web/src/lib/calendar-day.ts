/** The device's calendar day, `YYYY-MM-DD` (the person's own day, wherever they are). */
export function calendarDayOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
