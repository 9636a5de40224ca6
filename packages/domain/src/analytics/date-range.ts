import { z } from 'zod';
import { analyticsMessages } from './analytics-messages.js';

/** Longest range the numbers and figures answer for. */
export const NUMBERS_RANGE_MAX_DAYS = 366;
export const NUMBERS_RANGE_DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both counted (UTC calendar days, `YYYY-MM-DD`). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Refuses a range that ends before it starts or is longer than the dashboard answers for. */
export function checkDateRange(
  range: { from?: string | undefined; to?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (!range.from || !range.to) return;
  const days = daysInRange(range.from, range.to);
  if (days < 1)
    context.addIssue({ code: 'custom', path: ['to'], message: analyticsMessages.rangeOutOfOrder });
  else if (days > NUMBERS_RANGE_MAX_DAYS)
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: analyticsMessages.rangeTooLong(NUMBERS_RANGE_MAX_DAYS),
    });
}

/** `?from=&to=`: UTC calendar days, both counted; either may be left out (the last 30 days). */
export const dateRangeQuerySchema = z
  .object({ from: z.iso.date().optional(), to: z.iso.date().optional() })
  .strict()
  .superRefine(checkDateRange);
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

export const dateRangeSchema = z.object({ from: z.iso.date(), to: z.iso.date() });
export type DateRange = z.infer<typeof dateRangeSchema>;

/** The range a query names, the missing ends filled from today (UTC). */
export function resolveDateRange(query: DateRangeQuery, today: string): DateRange {
  const to =
    query.to ?? (query.from ? addDaysToDay(query.from, NUMBERS_RANGE_DEFAULT_DAYS - 1) : today);
  const from = query.from ?? addDaysToDay(to, -(NUMBERS_RANGE_DEFAULT_DAYS - 1));
  return { from, to };
}

export function addDaysToDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
