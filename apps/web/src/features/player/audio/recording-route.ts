/**
 * The recording's way out: audio element → (SoundTouch) → speakers, through the page's audio
 * context, so the player knows how late the speakers are (the context's output latency) and
 * the highlight can follow what is heard rather than what is decoded.
 *
 * With `pitchShift` (the pitch-shift player variant) SoundTouch, an AudioWorklet on the audio
 * thread, sits in the way from the start: the element keeps the tempo with its own
 * pitch-preserving stretch, SoundTouch moves the pitch by whole semitones keeping the tempo, and
 * transposing is a parameter change, heard at once and without a gap.
 */
import { PITCH_SHIFT_LATENCY_SECONDS } from './pitch-shift-latency';

export interface RecordingRoute {
  /** Semitones up or down; only a pitch-shift route can transpose. */
  setSemitones(semitones: number): void;
  /** Seconds from the element's position to the sound reaching the listener. */
  latencySeconds(): number;
}

const outputLatency = (context: AudioContext) => context.outputLatency || context.baseLatency || 0;

/** Routes `audio` into `context`; SoundTouch's processor script loads only for `pitchShift`. */
export async function createRecordingRoute(
  context: AudioContext,
  audio: HTMLAudioElement,
  options: { pitchShift: boolean },
): Promise<RecordingRoute> {
  const source = context.createMediaElementSource(audio);
  if (!options.pitchShift) {
    source.connect(context.destination);
    return { setSemitones: () => undefined, latencySeconds: () => outputLatency(context) };
  }
  const [{ SoundTouchNode }, { default: processorUrl }] = await Promise.all([
    import('@soundtouchjs/audio-worklet'),
    import('@soundtouchjs/audio-worklet/processor?url'),
  ]);
  await SoundTouchNode.register(context, processorUrl);
  const shifter = new SoundTouchNode({ context });
  // The element's own stretch keeps the pitch at any tempo, so SoundTouch sees normal speed.
  shifter.playbackRate.value = 1;
  source.connect(shifter).connect(context.destination);
  return {
    setSemitones(semitones) {
      shifter.pitchSemitones.setValueAtTime(semitones, context.currentTime);
    },
    latencySeconds: () => PITCH_SHIFT_LATENCY_SECONDS + outputLatency(context),
  };
}
