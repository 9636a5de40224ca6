import type { WorkerRequest, WorkerResponse } from '../features/player/score/worker-protocol';

/**
 * A stand-in for the Verovio worker (stub it as `Worker`): requests wait until the test answers
 * them; the last one made is `HeldWorker.current`.
 */
export class HeldWorker {
  static current: HeldWorker | undefined;
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly requests: WorkerRequest[] = [];
  terminated = false;

  constructor() {
    HeldWorker.current = this;
  }

  postMessage(request: WorkerRequest) {
    this.requests.push(request);
  }

  answer(response: WorkerResponse) {
    this.onmessage?.({ data: response } as MessageEvent<WorkerResponse>);
  }

  terminate() {
    this.terminated = true;
  }
}

/** A ResizeObserver (stub it as `ResizeObserver`) that sees every element `width` px wide. */
export function resizeObserverOfWidth(width: number) {
  return class FixedWidthResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback(
        [{ target, contentRect: { width } } as ResizeObserverEntry],
        this as unknown as ResizeObserver,
      );
    }
    disconnect() {
      return undefined;
    }
  };
}
