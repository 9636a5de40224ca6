import type { RecordingStems, SyncMap } from '@cadenza/domain';
import type { Beat } from '../timeline/beats';
import { firstBeatFrom } from '../timeline/beats';
import type { PartMix } from '../timeline/parts';
import type { ScoreTimeline } from '../timeline/score-timeline';
import { recordingMsAtScoreMs, scoreMsAtRecordingMs } from '../timeline/sync-map';
import { getAudioContext, scheduleClick } from './audio-context';
import type { LoopRange, PlaybackEngine, PlayOptions } from './playback-engine';
import { createRecordingRoute, type RecordingRoute } from './recording-route';
import { timeStretchLeadMs } from './time-stretch-lead';

const TICK_MS = 20;
const CLICK_LOOKAHEAD_MS = 120;

/**
 * The piece's recording in an audio element routed through the page's audio context (see
 * recording-route.ts): the browser's own time-stretching changes the tempo with the pitch kept
 * (preservesPitch), seamlessly while playing; with `pitchShift` SoundTouch transposes it keeping
 * the tempo. Its sync map puts every moment of the recording on the score, and the highlight
 * follows what is heard: the element's position less the route's latency. With `stems` it plays
 * the stems' file instead (the same performance, a part on each channel) and mixes its parts.
 */
export class RecordingEngine implements PlaybackEngine {
  readonly kind = 'recording';
  private readonly audio: HTMLAudioElement;
  private readonly context = getAudioContext();
  private timer: ReturnType<typeof setInterval> | undefined;
  private countInTimer: ReturnType<typeof setTimeout> | undefined;
  private loop: LoopRange | null = null;
  private endAtMs: number | null = null;
  private beats: readonly Beat[] | null = null;
  private nextBeat = 0;
  private rate = 1;
  /** Media ms the browser's time-stretch sounds ahead of the element at this rate. */
  private stretchLeadMs = 0;
  private transpose = 0;
  private mix: PartMix = {};
  private route: Promise<RecordingRoute> | undefined;
  private routed: RecordingRoute | undefined;
  /** Recording time where the current stretch of playing began: nothing before it is heard. */
  private startedAtMs = 0;
  private endedListener: (() => void) | undefined;

  constructor(
    url: string,
    private readonly syncMap: SyncMap,
    private readonly timeline: ScoreTimeline,
    private readonly options: { pitchShift: boolean; stems?: RecordingStems },
  ) {
    this.audio = new Audio();
    this.audio.preload = 'auto';
    this.audio.preservesPitch = true;
    this.audio.src = options.stems?.url ?? url;
    this.audio.addEventListener('ended', () => {
      if (this.loop) return;
      this.stopTimers();
      this.endedListener?.();
    });
  }

  async prepare(): Promise<void> {
    await this.connect();
    if (this.audio.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) return;
    await new Promise<void>((resolve, reject) => {
      this.audio.addEventListener(
        'canplay',
        () => {
          resolve();
        },
        { once: true },
      );
      this.audio.addEventListener(
        'error',
        () => {
          reject(new Error('the recording could not be loaded'));
        },
        { once: true },
      );
      this.audio.load();
    });
  }

  async play(fromScoreMs: number, options: PlayOptions = {}): Promise<void> {
    await this.prepare();
    this.seek(fromScoreMs);
    this.audio.playbackRate = this.rate;
    clearTimeout(this.countInTimer);
    // Routed through the audio graph, the element is heard only while the context runs.
    await this.context.resume();
    if (options.countIn) {
      const beatSeconds = options.countIn.beatMs / 1000 / this.rate;
      const start = this.context.currentTime + 0.05;
      for (let beat = 0; beat < options.countIn.count; beat += 1)
        scheduleClick(this.context, start + beat * beatSeconds, beat === 0);
      const waitMs =
        (start - this.context.currentTime + options.countIn.count * beatSeconds) * 1000;
      await new Promise<void>((resolve) => {
        this.countInTimer = setTimeout(resolve, waitMs);
      });
    }
    await this.audio.play();
    clearInterval(this.timer);
    this.timer = setInterval(() => {
      this.tick();
    }, TICK_MS);
  }

  pause(): void {
    this.stopTimers();
    this.audio.pause();
  }

  isPlaying(): boolean {
    return !this.audio.paused;
  }

  /**
   * What is heard now: the element runs ahead of the speakers by the route's latency, and
   * Chromium's time-stretch sounds a little ahead of the element (see time-stretch-lead.ts).
   */
  positionMs(): number {
    const heardMs = Math.max(
      this.startedAtMs,
      this.audio.currentTime * 1000 -
        (this.routed?.latencySeconds() ?? 0) * 1000 * this.rate +
        this.stretchLeadMs,
    );
    return scoreMsAtRecordingMs(this.syncMap, this.timeline, heardMs);
  }

  setTempo(rate: number): void {
    this.rate = rate;
    this.stretchLeadMs = timeStretchLeadMs(rate, navigator.userAgent);
    this.audio.playbackRate = rate;
  }

  /** Semitones up or down, keeping the tempo; applied at once while playing. */
  setTranspose(semitones: number): void {
    this.transpose = semitones;
    this.connect().catch(() => undefined);
  }

  setLoop(loop: LoopRange | null): void {
    this.loop = loop;
  }

  setEndAt(scoreMs: number | null): void {
    this.endAtMs = scoreMs;
  }

  setMetronome(beats: readonly Beat[] | null): void {
    this.beats = beats;
    this.nextBeat = beats ? firstBeatFrom(beats, this.positionMs()) : 0;
  }

  /** How each stem is heard (by its first staff, as `stemParts` names them). */
  setMix(mix: PartMix): void {
    this.mix = mix;
    this.routed?.setMix(mix);
  }

  onEnded(listener: () => void): void {
    this.endedListener = listener;
  }

  dispose(): void {
    this.pause();
    this.audio.removeAttribute('src');
    this.audio.load();
    this.route
      ?.then((route) => {
        route.disconnect();
      })
      .catch(() => undefined);
  }

  private async connect(): Promise<RecordingRoute> {
    const { pitchShift, stems } = this.options;
    this.route ??= createRecordingRoute(this.context, this.audio, {
      pitchShift,
      ...(stems ? { parts: stems.channels.map((channel) => channel.staves[0] ?? 0) } : {}),
    });
    const route = await this.route;
    route.setSemitones(this.transpose);
    route.setMix(this.mix);
    this.routed = route;
    return route;
  }

  private seek(scoreMs: number): void {
    this.startedAtMs = recordingMsAtScoreMs(this.syncMap, this.timeline, scoreMs);
    this.audio.currentTime = this.startedAtMs / 1000;
    this.nextBeat = this.beats ? firstBeatFrom(this.beats, scoreMs) : 0;
  }

  private tick(): void {
    const position = this.positionMs();
    if (this.loop && position >= this.loop.endMs) {
      this.seek(this.loop.startMs);
      return;
    }
    if (!this.loop && this.endAtMs !== null && position >= this.endAtMs) {
      this.pause();
      this.endedListener?.();
      return;
    }
    const beats = this.beats;
    if (!beats) return;
    while (this.nextBeat < beats.length) {
      const beat = beats[this.nextBeat];
      if (!beat || beat.ms > position + CLICK_LOOKAHEAD_MS * this.rate) break;
      this.nextBeat += 1;
      if (beat.ms < position - 30) continue;
      scheduleClick(
        this.context,
        this.context.currentTime + (beat.ms - position) / 1000 / this.rate,
        beat.isDownbeat,
      );
    }
  }

  private stopTimers(): void {
    clearInterval(this.timer);
    clearTimeout(this.countInTimer);
    this.timer = undefined;
  }
}
