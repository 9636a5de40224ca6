import { longPianoScore } from '@cadenza/music/testing';
import type { VerovioToolkit } from '@cadenza/music/verovio-types';
import createVerovioModule from 'verovio/wasm';
import { VerovioToolkit as Toolkit } from 'verovio/esm';
import { readScore } from '../../apps/web/src/features/player/score/read-score.js';

const SIZES = [2_500, 10_000, 25_000];
const RUNS = 3;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Loading a score as the player's worker does (Verovio lays it out at a desktop viewer's size,
 * then the player reads its timemap, pitches, bar pages and numbers), for generated piano
 * scores of three lengths: the time per note should stay about the same as the score grows.
 * Split into Verovio's own loading and layout (loadData) and the reading after it (the timemap,
 * then one pass over the MEI).
 */
export async function benchScoreLoading(): Promise<void> {
  console.log(
    `\n## Score loading in the player's worker (generated piano scores, Node, medians of ${String(RUNS)})`,
  );
  const toolkit: VerovioToolkit = new Toolkit(await createVerovioModule());
  let first: number | undefined;
  for (const notes of SIZES) {
    const score = longPianoScore({ notes });
    const times: number[] = [];
    const reads: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const startedAt = performance.now();
      toolkit.setOptions({
        scale: 40,
        pageWidth: 3200,
        pageHeight: 2000,
        adjustPageHeight: true,
        breaks: 'auto',
        svgViewBox: true,
        svgRemoveXlink: true,
        footer: 'none',
      });
      if (!toolkit.loadData(score)) throw new Error('Verovio could not load the generated score');
      const readAt = performance.now();
      readScore(toolkit);
      reads.push(performance.now() - readAt);
      times.push(performance.now() - startedAt);
    }
    const perNote = median(times) / notes;
    first ??= perNote;
    console.log(
      `${String(notes).padStart(6)} notes   load ${median(times).toFixed(0).padStart(7)} ms   ${perNote.toFixed(3)} ms per note   ratio to ${String(SIZES[0])} notes ${(perNote / first).toFixed(2)}   (Verovio's loadData ${(median(times) - median(reads)).toFixed(0)} ms, timemap and reading ${median(reads).toFixed(0)} ms)`,
    );
  }
}
