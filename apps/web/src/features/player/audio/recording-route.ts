/**
 * The recording's way out: audio element → (SoundTouch) → speakers, through the page's audio
 * context, so the player knows how late the speakers are (the context's output latency) and
 * the highlight can follow what is heard rather than what is decoded.
 *
 * With `pitchShift` (the pitch-shift player variant) SoundTouch, an AudioWorklet on the audio
 * thread (pitch-shift-processor.ts), sits in the way from the start: the element keeps the tempo with its own
 * pitch-preserving stretch, SoundTouch moves the pitch by whole semitones keeping the tempo, and
 * transposing is a parameter change, heard at once and without a gap.
 *
 * A recording in stems (a part on each channel of one file, so they can never drift apart) is
 * split into its channels, each through its part's gain (mute, solo, volume), and summed again
 * before the shifter and the speakers.
 */
import type { PartMix } from '../timeline/parts';
import { PartBuses } from './part-buses';
import { PITCH_SHIFT_LATENCY_SECONDS, PITCH_SHIFTER_PROCESSOR } from './pitch-shifter-config';

export interface RecordingRoute {
  /** Semitones up or down; only a pitch-shift route can transpose. */
  setSemitones(semitones: number): void;
  /** How each stem is heard; a recording without stems has nothing to mix. */
  setMix(mix: PartMix): void;
  /** Seconds from the element's position to the sound reaching the listener. */
  latencySeconds(): number;
  /** Takes the route out of the audio graph (a shifter left connected would run for ever). */
  disconnect(): void;
}

const outputLatency = (context: AudioContext) => context.outputLatency || context.baseLatency || 0;

/**
 * The element's sound into `output`: as it is, or with `parts` (the part of each channel, by
 * its staff) channel by channel through the parts' gains.
 */
function connectParts(
  context: AudioContext,
  source: MediaElementAudioSourceNode,
  output: AudioNode,
  parts: readonly number[] | undefined,
): { setMix: (mix: PartMix) => void; disconnect: () => void } {
  if (!parts) {
    source.connect(output);
    return {
      setMix: () => undefined,
      disconnect: () => {
        source.disconnect();
      },
    };
  }
  const splitter = context.createChannelSplitter(parts.length);
  const buses = new PartBuses(context, output);
  source.connect(splitter);
  parts.forEach((staff, channel) => {
    splitter.connect(buses.busFor(staff), channel);
  });
  return {
    setMix: (mix) => {
      buses.setMix(mix);
    },
    disconnect: () => {
      source.disconnect();
      splitter.disconnect();
      buses.disconnect();
    },
  };
}

/**
 * Routes `audio` into `context`; the pitch shifter's script loads only for `pitchShift`. With
 * `parts` (stems) each channel is a part of its own.
 */
export async function createRecordingRoute(
  context: AudioContext,
  audio: HTMLAudioElement,
  options: { pitchShift: boolean; parts?: readonly number[] },
): Promise<RecordingRoute> {
  const source = context.createMediaElementSource(audio);
  if (!options.pitchShift) {
    const mixed = connectParts(context, source, context.destination, options.parts);
    return {
      setSemitones: () => undefined,
      setMix: mixed.setMix,
      latencySeconds: () => outputLatency(context),
      disconnect: mixed.disconnect,
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
  const mixed = connectParts(context, source, shifter, options.parts);
  shifter.connect(context.destination);
  return {
    setSemitones(value) {
      semitones.setValueAtTime(value, context.currentTime);
    },
    setMix: mixed.setMix,
    latencySeconds: () => PITCH_SHIFT_LATENCY_SECONDS + outputLatency(context),
    disconnect: () => {
      mixed.disconnect();
      shifter.disconnect();
    },
  };
}
