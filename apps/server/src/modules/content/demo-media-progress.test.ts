import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportDemoMediaProgress } from './demo-media-progress.js';

function recordingLogger() {
  const lines: string[] = [];
  return {
    lines,
    logger: {
      info: vi.fn((message: string) => lines.push(message)),
      warn: vi.fn(),
    },
  };
}

describe('reportDemoMediaProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells how many products are ready of those that waited, every interval, until none waits', async () => {
    const waiting = [7887, 5000, 1, 0];
    const countWaiting = vi.fn(() => Promise.resolve(waiting.shift() ?? 0));
    const { lines, logger } = recordingLogger();
    reportDemoMediaProgress({ countWaiting, logger, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(lines).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(lines).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(lines).toEqual([
      'Demo media: 0 of 7,887 products ready (0 %); each is listed as soon as its media are made',
      'Demo media: 2,887 of 7,887 products ready (36 %); each is listed as soon as its media are made',
      'Demo media: 7,886 of 7,887 products ready (99 %); each is listed as soon as its media are made',
    ]);
    expect(countWaiting).toHaveBeenCalledTimes(4);
  });

  it('says nothing when no product waits (a later start)', async () => {
    const { lines, logger } = recordingLogger();
    const countWaiting = vi.fn(() => Promise.resolve(0));
    reportDemoMediaProgress({ countWaiting, logger, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(lines).toEqual([]);
    expect(countWaiting).toHaveBeenCalledTimes(1);
  });

  it('keeps reporting after a failed count, and stops asking once stopped', async () => {
    const { lines, logger } = recordingLogger();
    const countWaiting = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('database restarting'))
      .mockResolvedValue(10);
    const progress = reportDemoMediaProgress({ countWaiting, logger, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(lines).toHaveLength(1);
    progress.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(countWaiting).toHaveBeenCalledTimes(2);
  });
});
