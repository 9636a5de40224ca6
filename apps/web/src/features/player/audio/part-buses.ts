import { partGain, type PartMix } from '../timeline/parts';

/** How fast a part's new loudness is reached: at once to the ear, without a click. */
const GAIN_TIME_CONSTANT_SECONDS = 0.004;

/**
 * A gain node for each part between its sound (the notes of its staff, or its stem) and the
 * output: muting, soloing or a volume changes that node's gain, so it is heard at once, by the
 * notes already sounding too. Parts are named by their staff, as in a `PartMix`.
 */
export class PartBuses {
  private readonly buses = new Map<number, GainNode>();
  private mix: PartMix = {};

  constructor(
    private readonly context: BaseAudioContext,
    private readonly output: AudioNode,
  ) {}

  /** The gain node a part's sound goes into, made on first use at the mix's gain. */
  busFor(staff: number): GainNode {
    const known = this.buses.get(staff);
    if (known) return known;
    const bus = this.context.createGain();
    bus.gain.value = this.gainOf(staff);
    bus.connect(this.output);
    this.buses.set(staff, bus);
    return bus;
  }

  /** The loudness the mix gives a part: 0 when it is not heard. */
  gainOf(staff: number): number {
    return partGain(this.mix, staff);
  }

  setMix(mix: PartMix): void {
    this.mix = mix;
    const now = this.context.currentTime;
    for (const [staff, bus] of this.buses) {
      bus.gain.cancelScheduledValues(now);
      bus.gain.setTargetAtTime(this.gainOf(staff), now, GAIN_TIME_CONSTANT_SECONDS);
    }
  }

  disconnect(): void {
    for (const bus of this.buses.values()) bus.disconnect();
    this.buses.clear();
  }
}
