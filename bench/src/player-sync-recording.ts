import type { APIRequestContext, Browser } from '@playwright/test';
import { measureShifter } from '../../e2e/support/pitch-shifter-probe.js';
import { instrumentContext } from './player-sync-instrument.js';
import { offsetFromNearest, summariseOffsets } from './sync-offsets.js';

/**
 * Highlight sync measured on the sound itself (see player-sync-instrument.ts): note onsets are
 * found in the loudness of what goes to the speakers; each onset is matched with the nearest
 * highlight, timed as heard. Positive is late.
 */
/**
 * Onsets (seconds): a block much louder than the 5th to 20th blocks before it, at least 80 ms
 * apart. Headless Chromium hands audio on in 1024-frame batches, so blocks are about 23 ms
 * apart there: an onset is placed to within about 12 ms.
 */
export function findOnsets(blocks: readonly [number, number][]): number[] {
  const sorted = [...blocks].sort((a, b) => a[0] - b[0]);
  const onsets: number[] = [];
  for (let i = 20; i < sorted.length; i += 1) {
    const [time, level] = sorted[i] ?? [0, 0];
    const before = sorted.slice(i - 20, i - 5).map(([, value]) => value);
    const mean = before.reduce((sum, value) => sum + value, 0) / before.length;
    const last = onsets.at(-1);
    if (level > 1.6 * mean && level - mean > 0.01 && (last === undefined || time - last > 0.08))
      onsets.push(time);
  }
  return onsets;
}

export interface OnsetSyncResult {
  label: string;
  onsets: number;
  medianMs: number;
  p95AbsMs: number;
  /** Through the pitch shifter: its delay at this transposition, measured on the page's processor. */
  shifterDelayMs?: number;
}

function summarise(label: string, onsets: number[], highlights: number[]): OnsetSyncResult {
  const valid = highlights.filter((time) => !Number.isNaN(time));
  // Only the notes while playing: not the first (the paused player marks it before it sounds,
  // and again when Play is pressed), nor the last moments, whose highlights the page had not
  // shown yet when the record was read.
  const first = Math.min(...valid) + 0.1;
  const last = Math.max(...valid) - 0.1;
  const offsets = onsets
    .filter((onset) => onset > first && onset < last)
    .flatMap((onset) => {
      const offset = offsetFromNearest(onset, valid);
      // Highlight minus onset: positive is late.
      return Number.isNaN(offset) ? [] : [-offset * 1000];
    });
  const { count, medianMs, p95AbsMs } = summariseOffsets(offsets);
  return { label, onsets: count, medianMs, p95AbsMs };
}

/** Plays the piece for `seconds` at a tempo and transposition, signed in by `signIn`. */
export async function measureOnsetSync(
  browser: Browser,
  options: {
    label: string;
    pieceUrl: string;
    tempo: number;
    semitones: number;
    seconds: number;
    baseUrl: string;
    /** Signs the page's session in (its request context shares the cookies). */
    signIn: (request: APIRequestContext) => Promise<void>;
    /**
     * The pitch-shift player, whose demo pieces are sung: their slow, wavering attacks defeat
     * onset finding (and SoundTouch's splicing adds false ones). What is reported instead is
     * SoundTouch's delay at that transposition, measured on the processor the page loaded,
     * against the delay the highlight allows for; the element's own timing is the one
     * measured on piano recordings.
     */
    throughPitchShifter?: boolean;
  },
): Promise<OnsetSyncResult> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: options.baseUrl,
    // The tap is loaded from a blob: URL, which the app's CSP rightly refuses.
    bypassCSP: true,
  });
  await instrumentContext(context);
  const page = await context.newPage();
  const processorUrls: string[] = [];
  page.on('request', (request) => {
    if (/soundtouch-processor-[^/]*\.js$/.test(request.url())) processorUrls.push(request.url());
  });
  await options.signIn(context.request);
  await page.goto(options.pieceUrl);
  await page.getByTestId('score-page').locator('svg').first().waitFor({ timeout: 30_000 });
  await page.getByRole('slider', { name: 'Tempo' }).fill(String(Math.round(options.tempo * 100)));
  if (options.semitones)
    await page.getByRole('slider', { name: 'Pitch' }).fill(String(options.semitones));
  await page.getByRole('button', { name: 'Play' }).click();
  await page.getByRole('button', { name: 'Pause' }).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(options.seconds * 1000);
  const record = await page.evaluate(
    () => window.syncRecord ?? { starts: [], blocks: [], highlights: [] },
  );
  if (!options.throughPitchShifter) {
    await context.close();
    return summarise(options.label, findOnsets(record.blocks), record.highlights);
  }
  const [shifter] = await page.evaluate(measureShifter, {
    urls: processorUrls,
    semitoneList: [options.semitones],
  });
  await context.close();
  return {
    ...summarise(options.label, [], record.highlights),
    shifterDelayMs: shifter?.delayMs ?? Number.NaN,
  };
}
