import '@cadenza/music/verovio-types';
import createVerovioModule from 'verovio/wasm-hum';
import { enableLog, enableLogToBuffer, VerovioToolkit } from 'verovio/esm';
import type { SourceFormat } from './read-score-file.js';

export interface CheckedScore {
  /** What the catalogue keeps: MusicXML and MEI as they came, Humdrum and ABC as Verovio's MEI. */
  format: 'musicxml' | 'mei';
  content: string;
}

/** Verovio said it cannot read the file; the message is its own errors. */
export const VEROVIO_REFUSAL = 'Verovio cannot read it';

let toolkit: Promise<VerovioToolkit> | undefined;

async function createToolkit(): Promise<VerovioToolkit> {
  const module: unknown = await createVerovioModule();
  // Messages go to the toolkit's log (read after each load), not to the process's output.
  enableLogToBuffer(true, module);
  enableLog(1, module);
  const tk = new VerovioToolkit(module);
  tk.setOptions({ breaks: 'none' });
  return tk;
}

function errorsOf(log: string): string {
  const errors = log
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('[Error]'))
    .map((line) => line.replace(/^\[Error\]\s*/, ''));
  return errors.length ? `: ${[...new Set(errors)].join('; ')}` : '';
}

/**
 * Loads a score in Verovio (the build that reads Humdrum as well) as the player will: a file it
 * cannot load, or one it loads without a note, is refused with Verovio's reason. Runs in a
 * worker thread (score-check-worker.ts), since a long score takes seconds.
 */
export async function checkScore(input: {
  sourceFormat: SourceFormat;
  text: string;
}): Promise<CheckedScore> {
  toolkit ??= createToolkit();
  const tk = await toolkit;
  const loaded = tk.loadData(input.text);
  const log = tk.getLog();
  if (!loaded) throw new Error(`${VEROVIO_REFUSAL}${errorsOf(log) || ''}`);
  if (input.sourceFormat === 'musicxml' || input.sourceFormat === 'mei')
    return { format: input.sourceFormat, content: input.text };
  const mei = tk.getMEI();
  if (!/<note\b/.test(mei)) throw new Error(`${VEROVIO_REFUSAL}: it holds no notes`);
  return { format: 'mei', content: mei };
}

export const scoreCheckTasks = { checkScore };
export type ScoreCheckTasks = typeof scoreCheckTasks;
