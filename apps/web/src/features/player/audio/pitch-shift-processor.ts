/**
 * The pitch shifter's AudioWorklet processor (loaded by recording-route.ts as its own script):
 * SoundTouch's, with a cushion. SoundTouch hands its output on in bursts and keeps a varying
 * amount inside as the transposition changes; its stock processor starts playing the first
 * burst at once and fills any shortfall with silence, so a transposition heard while playing
 * left a gap of up to about 15 ms (and some transpositions left short ones now and then). This
 * one holds `PITCH_SHIFT_CUSHION_SECONDS` of output back once the first burst arrives, and the
 * output never runs short.
 */
import type { ProcessCoreResult } from '@soundtouchjs/worklet-base';
import {
  SoundTouchProcessorBase,
  STANDARD_PARAMETER_DESCRIPTORS,
} from '@soundtouchjs/worklet-base';
import { PITCH_SHIFT_CUSHION_SECONDS, PITCH_SHIFTER_PROCESSOR } from './pitch-shifter-config';

/** What the AudioWorklet global scope offers that this file uses (not in the DOM types). */
interface WorkletScope {
  sampleRate: number;
  registerProcessor(name: string, processor: typeof CushionedPitchShifter): void;
}
const scope = globalThis as unknown as WorkletScope;

export class CushionedPitchShifter extends SoundTouchProcessorBase {
  static get parameterDescriptors() {
    return STANDARD_PARAMETER_DESCRIPTORS;
  }

  private readonly cushionFrames = Math.round(PITCH_SHIFT_CUSHION_SECONDS * scope.sampleRate);
  /** Frames of silence played since SoundTouch's first output (until the cushion is built). */
  private heldBack = 0;

  constructor() {
    super('[cadenza-pitch-shifter]', {
      sampleRate: scope.sampleRate,
      sampleBufferType: 'circular',
    });
  }

  protected override extractSamples(
    left: Float32Array,
    right: Float32Array,
    frameCount: number,
    toExtract: number,
    parameters: Record<string, Float32Array>,
  ): { outputRms: number; outputPeak: number } {
    if (this.heldBack < this.cushionFrames) {
      if (this.heldBack > 0 || toExtract > 0) this.heldBack += frameCount;
      return super.extractSamples(left, right, frameCount, 0, parameters);
    }
    return super.extractSamples(left, right, frameCount, toExtract, parameters);
  }

  protected onProcessComplete(_result: ProcessCoreResult): void {
    // Nothing reported: the page reads nothing back.
  }
}

if (typeof scope.registerProcessor === 'function')
  scope.registerProcessor(PITCH_SHIFTER_PROCESSOR, CushionedPitchShifter);
