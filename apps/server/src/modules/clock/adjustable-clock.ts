import type { Config } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { createClockRepository, type ClockRepository } from './clock.repository.js';

/**
 * Real time plus an offset kept in the database (CLOCK=adjustable, never in production), so
 * the server, its workers and the CLI all see the same moved time.
 *
 * `now()` must stay synchronous, so the offset is cached and re-read by `refresh()`, which
 * runs at the start of every API request and billing job: every decision that reads the
 * time has just read the offset, at the cost of one primary-key read. Polling every second
 * would cost a query a second in every idle process and still leave a one-second window.
 */
export interface AdjustableClock extends Clock {
  readonly isAdjustable: true;
  refresh(): Promise<void>;
  advance(milliseconds: number): Promise<number>;
  offsetMs(): number;
}

export async function createAdjustableClock(repository: ClockRepository): Promise<AdjustableClock> {
  let offset = await repository.readOffset();
  return {
    isAdjustable: true,
    now: () => new Date(Date.now() + offset),
    offsetMs: () => offset,
    async refresh() {
      offset = await repository.readOffset();
    },
    async advance(milliseconds) {
      offset = await repository.addToOffset(milliseconds);
      return offset;
    },
  };
}

export function isAdjustableClock(clock: Clock): clock is AdjustableClock {
  return (clock as Partial<AdjustableClock>).isAdjustable === true;
}

/** The clock CLOCK asks for. */
export async function createClock(config: Pick<Config, 'clock'>, db: Database): Promise<Clock> {
  return config.clock === 'adjustable'
    ? createAdjustableClock(createClockRepository(db))
    : systemClock;
}
