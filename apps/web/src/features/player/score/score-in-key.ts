import type { TimemapEntry, VerovioToolkit } from '@cadenza/music/verovio-types';
import { scorePageOptions } from '@cadenza/domain';
import { transpositionInterval, type WrittenKey } from '../transposition/key-names';
import { readWrittenKey } from '../transposition/written-key';
import { readScore, readTransposedLayout, type ScoreReading } from './read-score';

/** What the worker keeps of the score as written, to load it again in another key. */
export interface WrittenScore {
  score: string;
  key: WrittenKey;
  timemap: TimemapEntry[];
  pitches: Record<string, number>;
}

export interface PageSize {
  width: number;
  height: number;
}

/**
 * The viewer's page options, with ids drawn from a fixed seed: the score loaded again in another
 * key gives its notes and bars the ids they had, which the player's timeline follows. Each drawn
 * note carries its written letter and octave (`data-pname`, `data-oct`), what a key changes.
 */
export function pageOptions(size: PageSize) {
  return {
    ...scorePageOptions(size.width, size.height),
    xmlIdSeed: 1,
    svgAdditionalAttribute: ['note@pname', 'note@oct'],
  };
}

/**
 * Loads the score as written and reads what the player follows (see read-score.ts); `onRead`
 * is told when the reading ends and the timing begins.
 */
export function loadWritten(
  tk: VerovioToolkit,
  score: string,
  size: PageSize,
  onRead: () => void = () => undefined,
): { written: WrittenScore; reading: ScoreReading & { key: WrittenKey } } {
  tk.resetOptions();
  tk.setOptions(pageOptions(size));
  if (!tk.loadData(score)) throw new Error('The score could not be read.');
  onRead();
  const reading = readScore(tk);
  // The opening key is on the first page: its MEI is enough (a page, not the whole score).
  const key = readWrittenKey(tk.getMEI({ pageNo: 1 }));
  return {
    written: { score, key, timemap: reading.timemap, pitches: reading.pitches },
    reading: { ...reading, key },
  };
}

/**
 * Loads the written score again `semitones` from its key (Verovio's `transpose` by the interval
 * between the two keys' tonics, so the signature and spelling are the named key's) and reads
 * the new layout, checking every note is the written one moved (see readTransposedLayout).
 */
export function loadInKey(
  tk: VerovioToolkit,
  written: WrittenScore,
  request: PageSize & { semitones: number },
) {
  const interval = transpositionInterval(written.key, request.semitones);
  // Reset first: a transposition set earlier stays among the options otherwise.
  tk.resetOptions();
  tk.setOptions({ ...pageOptions(request), ...(interval === null ? {} : { transpose: interval }) });
  if (!tk.loadData(written.score)) throw new Error('The score could not be read.');
  return readTransposedLayout(tk, written, request.semitones);
}
