import type { FastifyBaseLogger } from 'fastify';

/** How often a person watching `npm start` hears how far the demo media are. */
export const DEMO_MEDIA_PROGRESS_INTERVAL_MS = 30_000;

export interface DemoMediaProgressOptions {
  /** Published products still waiting for their media (not listed until they are made). */
  countWaiting: () => Promise<number>;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  intervalMs?: number;
}

const formatCount = (count: number) => count.toLocaleString('en-GB');

/**
 * Tells the terminal how the first start's demo media are coming on: one line now and one every
 * interval while products still wait (how many are ready of how many waited at first); nothing
 * when none waits. Returns `stop` (shutdown).
 */
export function reportDemoMediaProgress(options: DemoMediaProgressOptions): { stop: () => void } {
  const { countWaiting, logger } = options;
  let atFirst: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const report = async () => {
    let waiting: number;
    try {
      waiting = await countWaiting();
    } catch (error) {
      logger.warn({ err: error }, 'demo media progress could not be read');
      schedule();
      return;
    }
    if (stopped) return;
    atFirst ??= waiting;
    // The jobs say themselves when the last medium is made ('demo media complete').
    if (waiting === 0) return;
    const ready = Math.max(atFirst - waiting, 0);
    const percent = Math.floor((ready / atFirst) * 100);
    logger.info(
      `Demo media: ${formatCount(ready)} of ${formatCount(atFirst)} products ready (${String(percent)} %); each is listed as soon as its media are made`,
    );
    schedule();
  };

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void report(), options.intervalMs ?? DEMO_MEDIA_PROGRESS_INTERVAL_MS);
    timer.unref();
  }

  void report();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
