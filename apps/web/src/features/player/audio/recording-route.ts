/**
 * The recording's way out: audio element → (SoundTouch) → speakers, through the page's audio
 * context, so the player knows how late the speakers are (the context's output latency) and
 * the highlight can follow what is heard rather than what is decoded.
 *
 * With `pitchShift` (the pitch-shift player variant) SoundTouch, an AudioWorklet on the audio
 * thread (pitch-shift-processor.ts), sits in the way from the start: the element keeps the tempo with its own
 * pitch-preserving stretch, SoundTouch moves the pitch by whole semitones keeping the tempo, and
 * transposing is a parameter change, heard at once and without a gap.
 */
import { PITCH_SHIFT_LATENCY_SECONDS, PITCH_SHIFTER_PROCESSOR } from './pitch-shifter-config';

export interface RecordingRoute {
  /** Semitones up or down; only a pitch-shift route can transpose. */
  setSemitones(semitones: number): void;
  /** Seconds from the element's position to the sound reaching the listener. */
  latencySeconds(): number;
  /** Takes the route out of the audio graph (a shifter left connected would run for ever). */
  disconnect(): void;
}

const outputLatency = (context: AudioContext) => context.outputLatency || context.baseLatency || 0;

/** Routes `audio` into `context`; the pitch shifter's script loads only for `pitchShift`. */
export async function createRecordingRoute(
  context: AudioContext,
  audio: HTMLAudioElement,
  options: { pitchShift: boolean },
): Promise<RecordingRoute> {
  const source = context.createMediaElementSource(audio);
  if (!options.pitchShift) {
    source.connect(context.destination);
    return {
      setSemitones: () => undefined,
      latencySeconds: () => outputLatency(context),
      disconnect: () => {
        source.disconnect();
      },
    };
  }
  const { default: processorUrl } = await import('./pitch-shift-processor?worker&url');
  await context.audioWorklet.addModule(processorUrl);
  const shifter = new AudioWorkletNode(context, PITCH_SHIFTER_PROCESSOR, {
    outputChannelCount: [2],
  });
  const semitones = shifter.parameters.get('pitchSemitones');
  if (!semitones) throw new Error('the pitch shifter has no pitchSemitones parameter');
  // The element's own stretch keeps the pitch at any tempo, so SoundTouch sees normal speed
  // (its playbackRate parameter stays at 1).
  source.connect(shifter).connect(context.destination);
  return {
    setSemitones(value) {
      semitones.setValueAtTime(value, context.currentTime);
    },
    latencySeconds: () => PITCH_SHIFT_LATENCY_SECONDS + outputLatency(context),
    disconnect: () => {
      source.disconnect();
      shifter.disconnect();
    },
  };
}
