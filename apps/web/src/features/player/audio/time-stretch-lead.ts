/**
 * Chromium's pitch-preserving time-stretch (WSOLA) sounds ahead of the position its audio
 * element reports when slowed down: measured with `npm run bench -- player` (a tap on the
 * audio sent to the speakers), a recording's highlight was 40-67 ms late at 50 % and 10-45 ms
 * at 75 %, as if the element lagged by 50 ms x (1 - rate) of media time; faster than 100 % it
 * was within about 20 ms without correction, and over-corrected with it. Other engines have
 * not been measured here and get no correction.
 */
export const CHROMIUM_STRETCH_LEAD_MS = 50;

/** Media ms to add to the element's position at `rate` so it matches what is heard. */
export function timeStretchLeadMs(rate: number, userAgent: string): number {
  if (!/Chrome\//.test(userAgent) || rate >= 1) return 0;
  return CHROMIUM_STRETCH_LEAD_MS * (1 - rate);
}
