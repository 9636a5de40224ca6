/** At audio time `time` (seconds) the score was at `scoreMs`, moving `rate` score ms per real ms. */
export interface Anchor {
  time: number;
  scoreMs: number;
  rate: number;
}

/**
 * Maps the audio clock to score time for a performance that may change tempo and jump (a loop):
 * a list of anchors, each taking over at its time. Notes are scheduled with `timeAt`, and the
 * highlight reads `scoreMsAt`, so both use one mapping and cannot drift apart.
 */
export class Transport {
  private anchors: Anchor[];

  constructor(start: Anchor) {
    this.anchors = [start];
  }

  private anchorAt(time: number): Anchor {
    let current = this.anchors[0] as Anchor;
    for (const anchor of this.anchors) if (anchor.time <= time) current = anchor;
    return current;
  }

  scoreMsAt(time: number): number {
    const anchor = this.anchorAt(time);
    return anchor.scoreMs + (time - anchor.time) * 1000 * anchor.rate;
  }

  /** The audio time at which the anchor in force at `after` reaches a score time. */
  timeAt(scoreMs: number, after: number): number {
    const anchor = this.anchorAt(after);
    return anchor.time + (scoreMs - anchor.scoreMs) / (1000 * anchor.rate);
  }

  rateAt(time: number): number {
    return this.anchorAt(time).rate;
  }

  /** Changes tempo at `time` without a jump in position; later pending anchors are dropped. */
  setRate(rate: number, time: number): void {
    const scoreMs = this.scoreMsAt(time);
    this.anchors = [
      ...this.anchors.filter((anchor) => anchor.time <= time),
      { time, scoreMs, rate },
    ].slice(-4);
  }

  /** From `time` on, play from `scoreMs` (a loop's return, a seek), at the current rate. */
  jump(time: number, scoreMs: number): void {
    const rate = this.rateAt(time);
    this.anchors = [
      ...this.anchors.filter((anchor) => anchor.time < time),
      { time, scoreMs, rate },
    ].slice(-4);
  }
}
