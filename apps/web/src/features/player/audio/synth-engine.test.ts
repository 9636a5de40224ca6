import type { TimemapEntry } from '@cadenza/music/verovio-types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withPartSetting, type PartMix } from '../timeline/parts';
import { buildTimeline } from '../timeline/score-timeline';
import type { NoteSampler, Voice } from './piano-sampler';
import { SynthEngine } from './synth-engine';

const RIGHT = 1;
const LEFT = 2;

/** Two bars of crotchets in both hands at 500 ms a beat: right-hand pitches 72+, left 48+. */
function twoHandTimeline() {
  const timemap: TimemapEntry[] = [];
  for (let beat = 0; beat <= 8; beat += 1) {
    const entry: TimemapEntry = { tstamp: beat * 500, qstamp: beat };
    if (beat > 0) entry.off = [`r${String(beat - 1)}`, `l${String(beat - 1)}`];
    if (beat < 8) entry.on = [`r${String(beat)}`, `l${String(beat)}`];
    if (beat % 4 === 0 && beat < 8) entry.measureOn = `m${String(beat / 4)}`;
    timemap.push(entry);
  }
  const ids = Array.from({ length: 8 }, (_, beat) => beat);
  const brace = { symbol: 'brace', staffCount: 2 };
  return buildTimeline({
    timemap,
    pitches: Object.fromEntries(
      ids.flatMap((beat) => [
        [`r${String(beat)}`, 72 + beat],
        [`l${String(beat)}`, 48 + beat],
      ]),
    ),
    staves: Object.fromEntries(
      ids.flatMap((beat) => [
        [`r${String(beat)}`, RIGHT],
        [`l${String(beat)}`, LEFT],
      ]),
    ),
    measurePages: { m0: 1, m1: 1 },
    staffDefinitions: [
      { staff: RIGHT, group: { ...brace, index: 0 }, hasLyrics: false },
      { staff: LEFT, group: { ...brace, index: 1 }, hasLyrics: false },
    ],
  });
}

/** An audio param whose automation lands at once (what the engine asks for is what is read). */
class FakeParam {
  constructor(public value: number) {}
  cancelScheduledValues() {
    return this;
  }
  setValueAtTime(value: number) {
    this.value = value;
    return this;
  }
  setTargetAtTime(value: number) {
    this.value = value;
    return this;
  }
}

class FakeNode {
  outputs: FakeNode[] = [];
  connect<T extends FakeNode>(node: T): T {
    this.outputs.push(node);
    return node;
  }
  disconnect() {
    this.outputs = [];
  }
}

class FakeGain extends FakeNode {
  gain = new FakeParam(1);
}

interface Played {
  pitch: number;
  start: number;
  output: FakeGain;
  isSilenced: boolean;
}

/** A context whose clock the test moves, and a sampler that notes what it is asked to play. */
function fakeAudio() {
  const destination = new FakeNode();
  const clock = { currentTime: 0 };
  const context = {
    get currentTime() {
      return clock.currentTime;
    },
    outputLatency: 0,
    baseLatency: 0,
    destination,
    createGain: () => new FakeGain(),
    resume: () => Promise.resolve(),
  } as unknown as AudioContext;
  const played: Played[] = [];
  const voices = new Map<Voice, Played>();
  const sampler: NoteSampler = {
    load: () => Promise.resolve(),
    play(pitch, start, _end, output) {
      const note = { pitch, start, output: output as unknown as FakeGain, isSilenced: false };
      played.push(note);
      const voice = { start } as Voice;
      voices.set(voice, note);
      return voice;
    },
    release: () => undefined,
    silence(voice) {
      const note = voices.get(voice);
      if (note) note.isSilenced = true;
    },
  };
  /** Moves the audio clock and the engine's timer on together. */
  const advance = (seconds: number) => {
    for (let step = 0; step < seconds * 40; step += 1) {
      clock.currentTime += 0.025;
      vi.advanceTimersByTime(25);
    }
  };
  /** What is heard of each note played: its part's gain (its voice's own level is fixed). */
  const heard = () =>
    played
      .filter((note) => !note.isSilenced)
      .map((note) => ({ pitch: note.pitch, gain: note.output.gain.value }));
  return { context, sampler, played, advance, heard, destination };
}

const hand = (pitch: number) => (pitch >= 72 ? 'right' : 'left');

describe('the synthesised performance in parts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('plays every note of both hands, each into its part’s gain at full volume', async () => {
    const audio = fakeAudio();
    const engine = new SynthEngine(twoHandTimeline(), audio);
    await engine.play(0);
    audio.advance(3.8);
    expect(audio.heard()).toHaveLength(16);
    expect(new Set(audio.heard().map((note) => note.gain))).toEqual(new Set([1]));
    const rightBus = audio.played.find((note) => hand(note.pitch) === 'right')?.output;
    const leftBus = audio.played.find((note) => hand(note.pitch) === 'left')?.output;
    expect(rightBus).toBeDefined();
    expect(rightBus).not.toBe(leftBus);
    for (const note of audio.played)
      expect(note.output).toBe(hand(note.pitch) === 'right' ? rightBus : leftBus);
    // Each part's gain goes to the speakers.
    expect(rightBus?.outputs).toEqual([audio.destination]);
    engine.dispose();
  });

  it('plays the left hand alone when it is soloed ("play the left hand for me"), at its volume', async () => {
    const audio = fakeAudio();
    const engine = new SynthEngine(twoHandTimeline(), audio);
    const leftAlone: PartMix = withPartSetting({}, LEFT, { isSolo: true, volume: 0.5 });
    engine.setMix(leftAlone);
    await engine.play(0);
    audio.advance(3.8);
    expect(audio.heard().map((note) => hand(note.pitch))).toEqual(Array(8).fill('left'));
    expect(audio.heard().map((note) => note.gain)).toEqual(Array(8).fill(0.5));
    // The position still moves through the piece: the highlight follows every part.
    expect(engine.positionMs()).toBeGreaterThan(3500);
    engine.dispose();
  });

  it('applies a change while playing: a muted hand is silenced at once and left out from then on', async () => {
    const audio = fakeAudio();
    const engine = new SynthEngine(twoHandTimeline(), audio);
    await engine.play(0);
    audio.advance(1.9);
    const before = audio.played.length;
    const rightBus = audio.played.find((note) => hand(note.pitch) === 'right')?.output;
    engine.setMix(withPartSetting({}, RIGHT, { isMuted: true }));
    // The right hand's sounding note is silenced through its part's gain, at once.
    expect(rightBus?.gain.value).toBe(0);
    audio.advance(1.8);
    const after = audio.played.slice(before).filter((note) => !note.isSilenced);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((note) => hand(note.pitch) === 'left')).toBe(true);

    // Turned back on at 80 %: both hands again, the right at 0.8.
    engine.setMix(withPartSetting({}, RIGHT, { volume: 0.8 }));
    expect(rightBus?.gain.value).toBe(0.8);
    engine.pause();
    const resumedFrom = audio.played.length;
    await engine.play(0);
    audio.advance(1.1);
    const resumed = audio.played.slice(resumedFrom);
    expect(new Set(resumed.map((note) => hand(note.pitch)))).toEqual(new Set(['right', 'left']));
    for (const note of resumed)
      expect(note.output.gain.value).toBe(hand(note.pitch) === 'right' ? 0.8 : 1);
    engine.dispose();
  });
});
