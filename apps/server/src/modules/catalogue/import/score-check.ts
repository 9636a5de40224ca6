import type { WorkerPool } from '../../content/worker-pool.js';
import { ImportFileError } from './import-file-error.js';
import type { SourceFormat } from './read-score-file.js';
import { VEROVIO_REFUSAL, type CheckedScore, type ScoreCheckTasks } from './score-check-tasks.js';

const isSource = import.meta.url.endsWith('.ts');

/**
 * The score check's worker module, for the pool the composition root makes: one thread,
 * nicer than the process, so an import (one file at a time) leaves the event loop free.
 */
export const scoreCheckWorker = {
  url: new URL(isSource ? './score-check-worker.ts' : './score-check-worker.js', import.meta.url),
  isTypeScript: isSource,
  size: 1,
  nice: 10,
};

export type ScoreCheck = (input: {
  sourceFormat: SourceFormat;
  text: string;
}) => Promise<CheckedScore>;

/** Verovio's reading of a score on the pool's thread; its refusal is an ImportFileError. */
export function scoreCheckOn(pool: WorkerPool<ScoreCheckTasks>): ScoreCheck {
  return async (input) => {
    try {
      return await pool.run('checkScore', input);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // The worker's error comes back as text ('Error: Verovio cannot read it: …').
      const at = message.indexOf(VEROVIO_REFUSAL);
      if (at >= 0) throw new ImportFileError(message.slice(at).split('\n')[0] ?? VEROVIO_REFUSAL);
      throw error;
    }
  };
}
