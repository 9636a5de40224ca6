import { expect, it } from 'vitest';
import { formatLongDate } from './format-date';

it("writes dates as 'D MMMM YYYY'", () => {
  expect(formatLongDate(new Date(2026, 2, 7, 12))).toBe('7 March 2026');
  expect(formatLongDate(new Date(2025, 11, 25, 9).toISOString())).toBe('25 December 2025');
});
