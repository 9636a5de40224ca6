import { pianoSampleUrls } from './piano-sample-urls';

export interface Voice {
  source: AudioBufferSourceNode;
  gain: GainNode;
  /** Context time the note starts. */
  start: number;
}

/** The recorded sample nearest a pitch (samples lie a minor third apart, so at most 1.5 semitones off). */
export function nearestSamplePitch(pitch: number, available: Iterable<number>): number | undefined {
  let best: number | undefined;
  for (const candidate of available) {
    if (best === undefined || Math.abs(candidate - pitch) < Math.abs(best - pitch))
      best = candidate;
  }
  return best;
}

const RELEASE_SECONDS = 0.12;

/** What the synthesised performance plays its notes on (the bundled piano; a fake in tests). */
export type NoteSampler = Pick<PianoSampler, 'load' | 'play' | 'release' | 'silence'>;

/** A piano made of the bundled samples, each re-pitched to the notes around it. */
export class PianoSampler {
  private readonly buffers = new Map<number, AudioBuffer>();
  private loading: Promise<void> | undefined;

  constructor(private readonly context: AudioContext) {}

  /** Fetches and decodes every sample once. */
  load(): Promise<void> {
    this.loading ??= Promise.all(
      [...pianoSampleUrls].map(async ([pitch, url]) => {
        const response = await fetch(url);
        if (!response.ok)
          throw new Error(`piano sample ${String(pitch)}: ${String(response.status)}`);
        this.buffers.set(pitch, await this.context.decodeAudioData(await response.arrayBuffer()));
      }),
    ).then(() => undefined);
    return this.loading;
  }

  /**
   * Plays `pitch` from `start` to `end` (context time) into `output` (its part's gain, or the
   * speakers); the release follows the end.
   */
  play(
    pitch: number,
    start: number,
    end: number,
    output: AudioNode = this.context.destination,
  ): Voice | undefined {
    const samplePitch = nearestSamplePitch(pitch, this.buffers.keys());
    const buffer = samplePitch === undefined ? undefined : this.buffers.get(samplePitch);
    if (samplePitch === undefined || !buffer) return undefined;
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.playbackRate.value = 2 ** ((pitch - samplePitch) / 12);
    const gain = this.context.createGain();
    gain.gain.value = 0.55;
    source.connect(gain).connect(output);
    source.start(start);
    this.release({ source, gain, start }, end);
    return { source, gain, start };
  }

  /** (Re)sets when a voice stops: its tempo may change while it sounds. */
  release(voice: Voice, end: number): void {
    const at = Math.max(end, this.context.currentTime);
    voice.gain.gain.cancelScheduledValues(at);
    voice.gain.gain.setValueAtTime(0.55, at);
    voice.gain.gain.setTargetAtTime(0, at, RELEASE_SECONDS / 3);
    voice.source.stop(at + RELEASE_SECONDS * 3);
  }

  /** Silences a voice now (pause, or a note not yet started when the tempo changes). */
  silence(voice: Voice): void {
    const now = this.context.currentTime;
    voice.gain.gain.cancelScheduledValues(now);
    voice.gain.gain.setTargetAtTime(0, now, 0.01);
    voice.source.stop(now + 0.05);
  }
}
