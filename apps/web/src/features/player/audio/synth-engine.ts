import type { Beat } from '../timeline/beats';
import { firstBeatFrom } from '../timeline/beats';
import type { PartMix } from '../timeline/parts';
import { lastIndexAtOrBefore, type ScoreTimeline } from '../timeline/score-timeline';
import { audibleTime, getAudioContext, scheduleClick } from './audio-context';
import type { LoopRange, PlaybackEngine, PlayOptions } from './playback-engine';
import { PartBuses } from './part-buses';
import { PianoSampler, type NoteSampler, type Voice } from './piano-sampler';
import { Transport } from './transport';

/** How far ahead notes are handed to the audio clock, and how often. */
const LOOKAHEAD_SECONDS = 0.12;
const TICK_MS = 25;
const START_DELAY_SECONDS = 0.06;

/** What the engine plays on: the page's audio context and the bundled piano unless given. */
export interface SynthEngineDeps {
  context?: AudioContext;
  sampler?: NoteSampler;
}

interface PlayingVoice {
  voice: Voice;
  offMs: number;
}

/**
 * A performance synthesised from the score: the timeline's notes on the bundled piano, scheduled
 * a little ahead on the audio clock through one Transport. Tempo and transposition apply to the
 * notes not yet started; the ones sounding keep going, so there is no gap. Each staff's notes go
 * through a gain of their own (its part's mute, solo and volume); a silent part's notes are not
 * played at all, and the highlight, which reads the timeline, still follows every part.
 */
export class SynthEngine implements PlaybackEngine {
  readonly kind = 'synth';
  private readonly context: AudioContext;
  private readonly sampler: NoteSampler;
  private readonly parts: PartBuses;
  private transport: Transport | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private voices: PlayingVoice[] = [];
  private nextNote = 0;
  private nextBeat = 0;
  /** Score time up to which notes have been scheduled. */
  private scheduledUntilMs = 0;
  private rate = 1;
  private transpose = 0;
  private loop: LoopRange | null = null;
  private endAtMs: number | null = null;
  private beats: readonly Beat[] | null = null;
  private mix: PartMix = {};
  private endedListener: (() => void) | undefined;
  private pausedAtMs = 0;
  /** Context time the current stretch of playing began (a start, a loop's return, a change). */
  private segmentTime = 0;

  constructor(
    private readonly timeline: ScoreTimeline,
    deps: SynthEngineDeps = {},
  ) {
    this.context = deps.context ?? getAudioContext();
    this.sampler = deps.sampler ?? new PianoSampler(this.context);
    this.parts = new PartBuses(this.context, this.context.destination);
  }

  prepare(): Promise<void> {
    return this.sampler.load();
  }

  async play(fromScoreMs: number, options: PlayOptions = {}): Promise<void> {
    await this.context.resume();
    await this.sampler.load();
    this.stopVoices();
    let start = this.context.currentTime + START_DELAY_SECONDS;
    if (options.countIn) {
      const beatSeconds = options.countIn.beatMs / 1000 / this.rate;
      for (let beat = 0; beat < options.countIn.count; beat += 1)
        scheduleClick(this.context, start + beat * beatSeconds, beat === 0);
      start += options.countIn.count * beatSeconds;
    }
    this.transport = new Transport({ time: start, scoreMs: fromScoreMs, rate: this.rate });
    this.segmentTime = start;
    this.resetSchedule(fromScoreMs);
    clearInterval(this.timer);
    this.timer = setInterval(() => {
      this.tick();
    }, TICK_MS);
    this.tick();
  }

  pause(): void {
    this.pausedAtMs = this.positionMs();
    clearInterval(this.timer);
    this.timer = undefined;
    this.transport = undefined;
    this.stopVoices();
  }

  isPlaying(): boolean {
    return this.transport !== undefined;
  }

  positionMs(): number {
    if (!this.transport) return this.pausedAtMs;
    return Math.max(
      0,
      Math.min(this.timeline.durationMs, this.transport.scoreMsAt(audibleTime(this.context))),
    );
  }

  setTempo(rate: number): void {
    this.rate = rate;
    this.reschedule((at) => this.transport?.setRate(rate, at));
  }

  setTranspose(semitones: number): void {
    this.transpose = semitones;
    this.reschedule(() => undefined);
  }

  setLoop(loop: LoopRange | null): void {
    this.loop = loop;
    // From now, dropping a loop return already planned.
    this.reschedule((at) => this.transport?.setRate(this.rate, at), { fromNow: true });
  }

  setEndAt(scoreMs: number | null): void {
    this.endAtMs = scoreMs;
  }

  setMetronome(beats: readonly Beat[] | null): void {
    this.beats = beats;
    if (this.transport) this.nextBeat = beats ? firstBeatFrom(beats, this.scheduledUntilMs) : 0;
  }

  /** A part's notes sound louder or softer at once; one brought in or left out from now. */
  setMix(mix: PartMix): void {
    if (mix === this.mix) return;
    this.mix = mix;
    this.parts.setMix(mix);
    this.reschedule(() => undefined);
  }

  onEnded(listener: () => void): void {
    this.endedListener = listener;
  }

  dispose(): void {
    this.pause();
    this.parts.disconnect();
  }

  /**
   * Applies a change from `at` (now, or the start still ahead after a count-in or a loop's
   * return): drops the notes scheduled from then on, re-times the ones sounding, schedules again.
   */
  private reschedule(change: (at: number) => void, options: { fromNow?: boolean } = {}): void {
    const transport = this.transport;
    if (!transport) return;
    const now = this.context.currentTime;
    const at = options.fromNow ? now : Math.max(now, this.segmentTime);
    change(at);
    for (const playing of this.voices)
      if (playing.voice.start >= at && playing.voice.start > now)
        this.sampler.silence(playing.voice);
    this.voices = this.voices.filter(
      (playing) => playing.voice.start < at || playing.voice.start <= now,
    );
    for (const playing of this.voices)
      this.sampler.release(playing.voice, transport.timeAt(playing.offMs, playing.voice.start));
    this.segmentTime = at;
    this.resetSchedule(transport.scoreMsAt(at));
  }

  private resetSchedule(fromScoreMs: number): void {
    this.scheduledUntilMs = fromScoreMs;
    this.nextNote =
      lastIndexAtOrBefore(this.timeline.notes, fromScoreMs - 0.5, (note) => note.onMs) + 1;
    this.nextBeat = this.beats ? firstBeatFrom(this.beats, fromScoreMs) : 0;
  }

  private tick(): void {
    const transport = this.transport;
    if (!transport) return;
    const now = this.context.currentTime;
    const horizon = now + LOOKAHEAD_SECONDS;
    // A start (after a count-in) or a loop's return still ahead: nothing of it is due yet.
    if (horizon <= this.segmentTime) return;
    const after = Math.max(now, this.segmentTime);
    let windowEndMs = transport.scoreMsAt(horizon);
    const loopEnd =
      this.loop && this.scheduledUntilMs < this.loop.endMs ? this.loop.endMs : undefined;
    if (loopEnd !== undefined && windowEndMs >= loopEnd) windowEndMs = loopEnd;
    const endMs = this.endAtMs ?? this.timeline.durationMs;
    if (windowEndMs > endMs) windowEndMs = endMs;
    this.scheduleNotes(transport, windowEndMs, after);
    this.scheduleBeats(transport, windowEndMs, after);
    this.scheduledUntilMs = windowEndMs;
    if (this.loop && loopEnd !== undefined && windowEndMs >= loopEnd) {
      // The loop returns exactly when its last bar ends, on the audio clock.
      const returnTime = transport.timeAt(loopEnd, after);
      transport.jump(returnTime, this.loop.startMs);
      this.segmentTime = returnTime;
      this.resetSchedule(this.loop.startMs);
      return;
    }
    this.voices = this.voices.filter((playing) => transport.timeAt(playing.offMs, now) + 1 > now);
    if (!this.loop && transport.scoreMsAt(audibleTime(this.context)) >= endMs) {
      this.pause();
      this.pausedAtMs = 0;
      this.endedListener?.();
    }
  }

  /** `after`: a context time inside the stretch being scheduled, to read the right tempo and start. */
  private scheduleNotes(transport: Transport, untilMs: number, after: number): void {
    const now = this.context.currentTime;
    const notes = this.timeline.notes;
    while (this.nextNote < notes.length) {
      const note = notes[this.nextNote];
      if (!note || note.onMs >= untilMs) break;
      this.nextNote += 1;
      if (this.parts.gainOf(note.staff) === 0) continue;
      const start = Math.max(now, transport.timeAt(note.onMs, after));
      const end = transport.timeAt(note.offMs, after);
      const voice = this.sampler.play(
        note.pitch + this.transpose,
        start,
        end,
        this.parts.busFor(note.staff),
      );
      if (voice) this.voices.push({ voice, offMs: note.offMs });
    }
  }

  private scheduleBeats(transport: Transport, untilMs: number, after: number): void {
    const now = this.context.currentTime;
    const beats = this.beats;
    if (!beats) return;
    while (this.nextBeat < beats.length) {
      const beat = beats[this.nextBeat];
      if (!beat || beat.ms >= untilMs) break;
      this.nextBeat += 1;
      scheduleClick(this.context, Math.max(now, transport.timeAt(beat.ms, after)), beat.isDownbeat);
    }
  }

  private stopVoices(): void {
    for (const playing of this.voices) this.sampler.silence(playing.voice);
    this.voices = [];
  }
}
