import type { Browser } from '@playwright/test';
import { instrumentContext } from './player-sync-instrument.js';
import { offsetFromNearest, summariseOffsets } from './sync-offsets.js';

/**
 * Highlight sync against the synthesised piano (see player-sync-instrument.ts): the offset of
 * each newly highlighted note, timed as heard, from the nearest note start the app handed to
 * Web Audio. Positive is late, negative early.
 */
export interface SyncResult {
  tempo: number;
  highlights: number;
  medianMs: number;
  p95AbsMs: number;
}

/** Offsets in ms of each highlight from the nearest note start, for one playing of `seconds`. */
function offsetsOf(record: { starts: number[]; highlights: number[] }): number[] {
  const starts = [...new Set(record.starts.map((time) => Math.round(time * 1000)))].sort(
    (a, b) => a - b,
  );
  // The notes where playing starts are marked before it starts (the paused player shows its
  // place), and marked again when Play is pressed: only the notes after the first are timed.
  const firstStart = starts[0] ?? Number.NaN;
  return record.highlights.flatMap((heard) => {
    const heardMs = heard * 1000;
    if (!(heardMs > firstStart + 20)) return [];
    const offset = offsetFromNearest(heardMs, starts);
    return Number.isNaN(offset) ? [] : [offset];
  });
}

/** Plays the piece at each tempo for `seconds` and reports the highlight offsets. */
export async function measureSync(
  browser: Browser,
  pieceUrl: string,
  tempos: readonly number[],
  seconds: number,
): Promise<SyncResult[]> {
  const results: SyncResult[] = [];
  for (const tempo of tempos) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      bypassCSP: true,
    });
    await instrumentContext(context);
    const page = await context.newPage();
    await page.goto(pieceUrl);
    await page.getByTestId('score-page').locator('svg').first().waitFor({ timeout: 30_000 });
    const slider = page.getByRole('slider', { name: 'Tempo' });
    await slider.fill(String(Math.round(tempo * 100)));
    await page.getByRole('button', { name: 'Play' }).click();
    await page.getByRole('button', { name: 'Pause' }).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(seconds * 1000);
    const record = await page.evaluate(
      () => window.syncRecord ?? { starts: [], blocks: [], highlights: [] },
    );
    await context.close();
    const { count, medianMs, p95AbsMs } = summariseOffsets(offsetsOf(record));
    results.push({ tempo, highlights: count, medianMs, p95AbsMs });
  }
  return results;
}
