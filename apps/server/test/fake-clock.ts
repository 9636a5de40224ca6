import type { Clock } from '../src/lib/clock.js';

/** A clock a test moves by hand, for idle timeouts, lifetimes and token expiry. */
export interface FakeClock extends Clock {
  advance(milliseconds: number): void;
  set(date: Date): void;
}

export function createFakeClock(start = new Date('2030-01-15T09:00:00Z')): FakeClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(milliseconds) {
      current += milliseconds;
    },
    set(date) {
      current = date.getTime();
    },
  };
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
