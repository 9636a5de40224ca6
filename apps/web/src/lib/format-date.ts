import { format } from 'date-fns';

/** Spec §9: dates read 'D MMMM YYYY' (e.g. 7 March 2026), in the viewer's time zone. */
export function formatLongDate(date: Date | string): string {
  return format(typeof date === 'string' ? new Date(date) : date, 'd MMMM yyyy');
}
