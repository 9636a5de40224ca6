import type { LoadStep, WorkerRequest, WorkerResponse } from './worker-protocol';

type Pending = {
  resolve: (response: WorkerResponse) => void;
  reject: (error: Error) => void;
  onProgress?: (step: LoadStep) => void;
};
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Talks to the Verovio worker: one promise per request, answered in any order. */
export class ScoreWorkerClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor() {
    this.worker = new Worker(new URL('./verovio.worker.ts', import.meta.url), {
      type: 'module',
      name: 'verovio',
    });
    this.worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const waiting = this.pending.get(event.data.id);
      if (!waiting) return;
      if (event.data.type === 'progress') {
        waiting.onProgress?.(event.data.step);
        return;
      }
      this.pending.delete(event.data.id);
      if (event.data.type === 'error') waiting.reject(new Error(event.data.message));
      else waiting.resolve(event.data);
    };
    this.worker.onerror = (event) => {
      for (const waiting of this.pending.values())
        waiting.reject(new Error(event.message || 'The score viewer stopped.'));
      this.pending.clear();
    };
  }

  /**
   * Loads and lays out the score, telling each step as it starts. Past `timeoutMs` the worker
   * is stopped (Verovio cannot be interrupted) and the promise fails with a message to show.
   */
  load(
    score: string,
    size: { width: number; height: number },
    options: { semitones: number; timeoutMs: number; onProgress: (step: LoadStep) => void },
  ) {
    const loading = this.send(
      { type: 'load', score, ...size, semitones: options.semitones },
      'loaded',
      options.onProgress,
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        // Rejected before the worker stops, so this message (not "closed") is the one shown.
        reject(
          new Error(
            `The score took longer than ${String(Math.round(options.timeoutMs / 1000))} seconds to prepare and was stopped. It may be too long for this device; try a computer with more memory.`,
          ),
        );
        this.terminate();
      }, options.timeoutMs);
    });
    return Promise.race([loading, timeout]).finally(() => {
      clearTimeout(timer);
    });
  }

  layout(width: number, height: number) {
    return this.send({ type: 'layout', width, height }, 'laidOut');
  }

  /** Writes the score `semitones` from its written key; its notes keep their ids. */
  transpose(semitones: number, width: number, height: number) {
    return this.send({ type: 'transpose', semitones, width, height }, 'laidOut');
  }

  render(page: number) {
    return this.send({ type: 'render', page }, 'page');
  }

  private send<Type extends WorkerResponse['type']>(
    request: DistributiveOmit<WorkerRequest, 'id'>,
    expected: Type,
    onProgress?: (step: LoadStep) => void,
  ): Promise<Extract<WorkerResponse, { type: Type }>> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {
        resolve: (response) => {
          if (response.type === expected)
            resolve(response as Extract<WorkerResponse, { type: Type }>);
          else reject(new Error(`the score viewer answered ${response.type}, not ${expected}`));
        },
        reject,
        onProgress,
      });
      this.worker.postMessage({ ...request, id });
    });
  }

  terminate(): void {
    this.worker.terminate();
    for (const waiting of this.pending.values())
      waiting.reject(new Error('The score viewer was closed.'));
    this.pending.clear();
  }
}
