/**
 * Keeps the score's pages in the key the player wants: one transposition at a time (each loads
 * the score again), and when one ends, the key wanted by then, so a picker stepped through
 * several keys reloads the score for the last one, not for each. A key that failed is not tried
 * again until another key has been asked for.
 */
export class KeyFollower<Layout> {
  private shown: number;
  private wanted: number;
  private failed: number | null = null;
  private isBusy = false;
  private isStopped = false;

  constructor(
    private readonly options: {
      /** Semitones from the written key the pages are in now. */
      shown: number;
      /** A key the score could not be shown in, not to be tried again at once. */
      failed?: number;
      transpose: (semitones: number) => Promise<Layout>;
      onShown: (layout: Layout, semitones: number) => void;
      onError: (message: string) => void;
    },
  ) {
    this.shown = options.shown;
    this.wanted = options.failed ?? options.shown;
    this.failed = options.failed ?? null;
  }

  want(semitones: number): void {
    if (semitones !== this.wanted) this.failed = null;
    this.wanted = semitones;
    this.next();
  }

  /** The worker is gone: nothing more is sent or reported. */
  stop(): void {
    this.isStopped = true;
  }

  private next(): void {
    const target = this.wanted;
    if (this.isStopped || this.isBusy || target === this.shown || target === this.failed) return;
    this.isBusy = true;
    this.options
      .transpose(target)
      .then(
        (layout) => {
          this.shown = target;
          if (!this.isStopped) this.options.onShown(layout, target);
        },
        (reason: unknown) => {
          this.failed = target;
          if (!this.isStopped)
            this.options.onError(reason instanceof Error ? reason.message : String(reason));
        },
      )
      .finally(() => {
        this.isBusy = false;
        this.next();
      });
  }
}
