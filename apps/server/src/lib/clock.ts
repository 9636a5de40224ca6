/** The one source of "now" for rules that depend on time, so tests and sandboxes can move it. */
export interface Clock {
  now(): Date;
  /**
   * Re-reads shared state behind `now()` (the adjustable clock's offset in the database).
   * Called at the start of every request and billing job, so `now()` itself stays synchronous.
   */
  refresh?(): Promise<void>;
}

export const systemClock: Clock = { now: () => new Date() };
