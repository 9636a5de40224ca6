import createVerovioModule from 'verovio/wasm';
import { VerovioToolkit } from 'verovio/esm';
import type { LoadedScore } from '../scores/score-library.types.js';
import type { TimemapEntry } from '../verovio-types.js';

/** A sounding note of a film: when (ms at the score's tempo) and which key (MIDI pitch). */
export interface SoundingNote {
  onMs: number;
  offMs: number;
  pitch: number;
}

export interface RenderedPerformance {
  /** Standard MIDI file of the score at its own tempo. */
  midi: Uint8Array;
  timemap: TimemapEntry[];
}

let toolkit: Promise<VerovioToolkit> | undefined;

async function createToolkit(): Promise<VerovioToolkit> {
  const module: unknown = await createVerovioModule();
  return new VerovioToolkit(module);
}

/**
 * Renders a score to MIDI and its timemap with the same toolkit and options the browser uses,
 * so a recording made from this MIDI lines up with the notes the player highlights.
 */
export async function renderPerformance(score: LoadedScore): Promise<RenderedPerformance> {
  toolkit ??= createToolkit();
  const tk = await toolkit;
  tk.setOptions({ breaks: 'none' });
  if (!tk.loadData(score.content))
    throw new Error(`Verovio could not load the score: ${tk.getLog()}`);
  const midi = Buffer.from(tk.renderToMIDI(), 'base64');
  const timemap = tk.renderToTimemap({ includeMeasures: true }) as TimemapEntry[];
  return { midi: new Uint8Array(midi), timemap };
}

/**
 * The score as Verovio reads it, in one load: its MEI (every note with the id the timemap names
 * it by, lyrics included) and its timemap, whose quarter notes are the player's and sync maps'.
 */
export async function readScoreTimes(
  score: LoadedScore,
): Promise<{ mei: string; timemap: TimemapEntry[] }> {
  toolkit ??= createToolkit();
  const tk = await toolkit;
  tk.setOptions({ breaks: 'none' });
  if (!tk.loadData(score.content))
    throw new Error(`Verovio could not load the score: ${tk.getLog()}`);
  const timemap = tk.renderToTimemap({ includeMeasures: true }) as TimemapEntry[];
  return { mei: tk.getMEI(), timemap };
}

/**
 * The first page of a score engraved as an SVG image (its own title block left out: the page
 * showing it names the piece): a sample of the music as the score viewer draws it.
 */
export async function engraveFirstPage(score: LoadedScore): Promise<string> {
  toolkit ??= createToolkit();
  const tk = await toolkit;
  tk.setOptions({
    scale: 40,
    pageWidth: 1700,
    pageHeight: 1600,
    adjustPageHeight: true,
    breaks: 'auto',
    header: 'none',
    footer: 'none',
    svgViewBox: true,
    svgRemoveXlink: true,
    pageMarginLeft: 40,
    pageMarginRight: 40,
    pageMarginTop: 40,
    pageMarginBottom: 40,
  });
  if (!tk.loadData(score.content))
    throw new Error(`Verovio could not load the score: ${tk.getLog()}`);
  return tk.renderToSVG(1, false);
}

/**
 * One page of a score engraved with exactly `options` (all others at Verovio's defaults, as in
 * a fresh toolkit), and how many pages the score makes with them.
 */
export async function engraveScorePage(input: {
  score: LoadedScore;
  options: Record<string, unknown>;
  page: number;
}): Promise<{ svg: string; pageCount: number }> {
  toolkit ??= createToolkit();
  const tk = await toolkit;
  tk.resetOptions();
  tk.setOptions(input.options);
  if (!tk.loadData(input.score.content))
    throw new Error(`Verovio could not load the score: ${tk.getLog()}`);
  return { svg: tk.renderToSVG(input.page, false), pageCount: tk.getPageCount() };
}

/** Anchor points [recording ms, quarter notes] of a recording rendered from the score's MIDI. */
export function syncPointsOf(timemap: readonly TimemapEntry[], offsetMs = 0): [number, number][] {
  const points: [number, number][] = [];
  for (const entry of timemap) {
    const last = points.at(-1);
    if (last && last[0] === entry.tstamp + offsetMs) continue;
    points.push([entry.tstamp + offsetMs, entry.qstamp]);
  }
  return points;
}
