import type { APIRequestContext, Browser } from '@playwright/test';
import { alignEnvelope, offsetAt, type SourceEnvelope } from './envelope-alignment.js';
import { instrumentContext, type SyncRecord } from './player-sync-instrument.js';
import { offsetFromNearest, summariseOffsets } from './sync-offsets.js';

/**
 * Highlight sync measured on the sound itself (see player-sync-instrument.ts), two ways:
 * - onsets: note onsets found in the loudness of what goes to the speakers, each matched with
 *   the nearest highlight; needs sharp attacks (a piano);
 * - envelope: the heard loudness lined up with the recording's own (envelope-alignment.ts),
 *   which says when each of the sync map's note starts was heard, for any sound, also through
 *   the pitch shifter. Each highlight is matched with the nearest heard note start.
 * Positive is late (the highlight after the sound).
 */
export interface SyncSummary {
  label: string;
  /** Notes compared. */
  count: number;
  medianMs: number;
  p95AbsMs: number;
}

/**
 * Onsets (seconds): a block much louder than the 5th to 20th blocks before it, at least 80 ms
 * apart. Headless Chromium hands audio on in 1024-frame batches, so blocks are about 23 ms
 * apart there: an onset is placed to within about 12 ms. `blocks` are in time order.
 */
export function findOnsets(blocks: readonly [number, number][]): number[] {
  const onsets: number[] = [];
  for (let i = 20; i < blocks.length; i += 1) {
    const [time, level] = blocks[i] ?? [0, 0];
    const before = blocks.slice(i - 20, i - 5).map(([, value]) => value);
    const mean = before.reduce((sum, value) => sum + value, 0) / before.length;
    const last = onsets.at(-1);
    if (level > 1.6 * mean && level - mean > 0.01 && (last === undefined || time - last > 0.08))
      onsets.push(time);
  }
  return onsets;
}

/** A tempo or pitch change made while playing, `afterSeconds` after Play. */
export interface PlayingChange {
  afterSeconds: number;
  tempo?: number;
  semitones?: number;
}

/** One playing, as recorded by the instrumented page, with the recording it played (if any). */
export interface PlayedPiece {
  tempo: number;
  /** What the page recorded, its blocks in time order. */
  record: SyncRecord;
  /** Context time of each change made while playing (the last block heard when it was made). */
  changedAt: number[];
  /** The recording's envelope and its sync map's note starts (media seconds). */
  recording?: { envelope: SourceEnvelope; noteStarts: number[] };
}

/**
 * The highlights compared: only those while playing, not the first (the paused player marks it
 * before it sounds, and again when Play is pressed), nor the last moments, whose highlights the
 * page had not shown yet when the record was read.
 */
function comparedSpan(highlights: readonly number[]) {
  const valid = highlights.filter((time) => !Number.isNaN(time));
  return { valid, first: Math.min(...valid) + 0.1, last: Math.max(...valid) - 0.1 };
}

/** Offsets of the highlights from the onsets found in the sound. */
export function onsetSync(label: string, played: PlayedPiece): SyncSummary {
  const { valid, first, last } = comparedSpan(played.record.highlights);
  const offsets = findOnsets(played.record.blocks)
    .filter((onset) => onset > first && onset < last)
    .flatMap((onset) => {
      const offset = offsetFromNearest(onset, valid);
      // Highlight minus onset: positive is late.
      return Number.isNaN(offset) ? [] : [-offset * 1000];
    });
  const { count, medianMs, p95AbsMs } = summariseOffsets(offsets);
  return { label, count, medianMs, p95AbsMs };
}

/** Offsets of the highlights from the note starts as heard, placed by envelope alignment. */
export function envelopeSync(
  label: string,
  played: PlayedPiece,
): SyncSummary & { correlation: number } {
  if (!played.recording) throw new Error('envelope sync needs the recording');
  const { envelope, noteStarts } = played.recording;
  const { blocks } = played.record;
  const alignment = alignEnvelope(
    { times: blocks.map(([time]) => time), levels: blocks.map(([, level]) => level) },
    envelope,
    played.tempo,
  );
  const { first, last, valid } = comparedSpan(played.record.highlights);
  const offsets = valid
    .filter((highlight) => highlight > first && highlight < last)
    .map((highlight) => {
      const offset = offsetAt(alignment, highlight);
      const heardStarts = noteStarts.map((start) => offset + start / played.tempo);
      return offsetFromNearest(highlight, heardStarts) * 1000;
    });
  const { count, medianMs, p95AbsMs } = summariseOffsets(offsets);
  return { label, count, medianMs, p95AbsMs, correlation: alignment.correlation };
}

/** Below this level (-80 dBFS) a block is silent: a gap, where the music has no rest. */
const SILENT = 1e-4;

/**
 * The longest silence (ms) heard within `around` seconds of each change, and the longest
 * anywhere else while playing (the music's own rests, for comparison). A change heard without a
 * gap leaves the first no longer than the second.
 */
export function silencesAroundChanges(
  played: PlayedPiece,
  around = 0.5,
): { nearChangesMs: number; elsewhereMs: number } {
  const { blocks } = played.record;
  const playing = blocks.findIndex(([, level]) => level >= SILENT);
  const near = (time: number) => played.changedAt.some((at) => Math.abs(time - at) <= around);
  const longest = { nearChangesMs: 0, elsewhereMs: 0 };
  let silentSince: number | undefined;
  let silentNear = false;
  for (const [time, level] of playing < 0 ? [] : blocks.slice(playing)) {
    if (level < SILENT) {
      silentSince ??= time;
      silentNear ||= near(time);
      continue;
    }
    if (silentSince !== undefined) {
      const key = silentNear ? 'nearChangesMs' : 'elsewhereMs';
      longest[key] = Math.max(longest[key], (time - silentSince) * 1000);
    }
    silentSince = undefined;
    silentNear = false;
  }
  return longest;
}

/** The recording's level per 128 frames of its first channel, decoded in the page. */
async function recordingEnvelope(url: string): Promise<SourceEnvelope> {
  const response = await fetch(url);
  const buffer = await new OfflineAudioContext(1, 1, 44_100).decodeAudioData(
    await response.arrayBuffer(),
  );
  const channel = buffer.getChannelData(0);
  const levels: number[] = [];
  for (let start = 0; start + 128 <= channel.length; start += 128) {
    let sum = 0;
    for (let i = start; i < start + 128; i += 1) sum += (channel[i] ?? 0) ** 2;
    levels.push(Math.sqrt(sum / 128));
  }
  return { blockSeconds: 128 / buffer.sampleRate, levels };
}

/**
 * Plays a piece from its start for `seconds` at a tempo and transposition, signed in by
 * `signIn`; with `withRecording`, also fetches the recording it plays and its sync map.
 */
export async function playPiece(
  browser: Browser,
  options: {
    baseUrl: string;
    productId: string;
    tempo: number;
    semitones: number;
    seconds: number;
    /** Signs the page's session in (its request context shares the cookies). */
    signIn: (request: APIRequestContext) => Promise<void>;
    withRecording: boolean;
    /** Changes made while playing, in order (for the gap measure, not for sync). */
    changes?: readonly PlayingChange[];
  },
): Promise<PlayedPiece> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: options.baseUrl,
    // The tap is loaded from a blob: URL, which the app's CSP rightly refuses.
    bypassCSP: true,
  });
  try {
    await instrumentContext(context);
    await options.signIn(context.request);
    const page = await context.newPage();
    await page.goto(`/pieces/${options.productId}`);
    await page.getByTestId('score-page').locator('svg').first().waitFor({ timeout: 30_000 });
    let recording: PlayedPiece['recording'];
    if (options.withRecording) {
      const response = await context.request.get(`/api/products/${options.productId}/package`);
      const body = (await response.json()) as {
        recording: { url: string; syncMap: { points: [number, number][] } } | null;
      };
      if (!body.recording) throw new Error(`${options.productId} has no recording`);
      recording = {
        envelope: await page.evaluate(recordingEnvelope, body.recording.url),
        noteStarts: body.recording.syncMap.points.map(([ms]) => ms / 1000),
      };
    }
    const setTempo = (tempo: number) =>
      page.getByRole('slider', { name: 'Tempo' }).fill(String(Math.round(tempo * 100)));
    const setPitch = (semitones: number) =>
      page.getByRole('combobox', { name: 'Key' }).selectOption(String(semitones));
    await setTempo(options.tempo);
    if (options.semitones) await setPitch(options.semitones);
    await page.getByRole('button', { name: 'Play' }).click();
    await page.getByRole('button', { name: 'Pause' }).waitFor({ timeout: 30_000 });
    const changedAt: number[] = [];
    let waited = 0;
    for (const change of options.changes ?? []) {
      await page.waitForTimeout((change.afterSeconds - waited) * 1000);
      waited = change.afterSeconds;
      changedAt.push(
        await page.evaluate(() => window.syncRecord?.blocks.at(-1)?.[0] ?? Number.NaN),
      );
      if (change.tempo !== undefined) await setTempo(change.tempo);
      if (change.semitones !== undefined) await setPitch(change.semitones);
    }
    await page.waitForTimeout((options.seconds - waited) * 1000);
    const record = await page.evaluate(
      () => window.syncRecord ?? { starts: [], blocks: [], highlights: [] },
    );
    // The tap's reports can arrive out of order: put them in time order once, for every analysis.
    record.blocks.sort((a, b) => a[0] - b[0]);
    return { tempo: options.tempo, record, changedAt, ...(recording ? { recording } : {}) };
  } finally {
    await context.close();
  }
}
