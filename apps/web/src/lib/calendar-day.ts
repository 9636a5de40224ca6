/**
 * Minutes this device's time zone is ahead of UTC: the server counts practice on the person's
 * own calendar day from it (its own clock moved by this), whatever the device's date says.
 */
export function utcOffsetMinutes(date: Date = new Date()): number {
  // getTimezoneOffset is UTC minus local time; `|| 0` turns UTC's -0 into 0.
  return -date.getTimezoneOffset() || 0;
}
