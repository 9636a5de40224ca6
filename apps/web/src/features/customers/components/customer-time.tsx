const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment as a time element ('26 Nov 2026, 14:05' in the viewer's time zone). */
export function timeText(iso: string) {
  return <time dateTime={iso}>{timeFormat.format(new Date(iso))}</time>;
}
