/**
 * The recording's way out when the player may transpose it: audio element → SoundTouch (an
 * AudioWorklet, on the audio thread) → speakers. The element keeps the tempo with its own
 * pitch-preserving stretch; SoundTouch moves the pitch by whole semitones, keeping the tempo.
 * The route is set up once, before the first play, and stays: changing the pitch is then a
 * parameter change, heard at once and without a gap.
 */
import { PITCH_SHIFT_LATENCY_SECONDS } from './pitch-shift-latency';

export interface PitchShiftRoute {
  setSemitones(semitones: number): void;
  /** Seconds from the element's position to the sound reaching the listener. */
  latencySeconds(): number;
}

/** Routes `audio` through SoundTouch in `context`; the processor script loads on first use. */
export async function createPitchShiftRoute(
  context: AudioContext,
  audio: HTMLAudioElement,
): Promise<PitchShiftRoute> {
  const [{ SoundTouchNode }, { default: processorUrl }] = await Promise.all([
    import('@soundtouchjs/audio-worklet'),
    import('@soundtouchjs/audio-worklet/processor?url'),
  ]);
  await SoundTouchNode.register(context, processorUrl);
  const shifter = new SoundTouchNode({ context });
  // The element's own stretch keeps the pitch at any tempo, so SoundTouch sees normal speed.
  shifter.playbackRate.value = 1;
  context.createMediaElementSource(audio).connect(shifter).connect(context.destination);
  return {
    setSemitones(semitones) {
      shifter.pitchSemitones.setValueAtTime(semitones, context.currentTime);
    },
    latencySeconds() {
      return PITCH_SHIFT_LATENCY_SECONDS + (context.outputLatency || context.baseLatency || 0);
    },
  };
}
