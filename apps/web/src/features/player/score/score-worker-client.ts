import type { WorkerRequest, WorkerResponse } from './worker-protocol';

type Pending = { resolve: (response: WorkerResponse) => void; reject: (error: Error) => void };
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

  load(score: string, width: number, height: number) {
    return this.send({ type: 'load', score, width, height }, 'loaded');
  }

  layout(width: number, height: number) {
    return this.send({ type: 'layout', width, height }, 'laidOut');
  }

  render(page: number) {
    return this.send({ type: 'render', page }, 'page');
  }

  private send<Type extends WorkerResponse['type']>(
    request: DistributiveOmit<WorkerRequest, 'id'>,
    expected: Type,
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
