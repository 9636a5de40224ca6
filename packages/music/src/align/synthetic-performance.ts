import { createRandom } from '../demo/prng.js';
import type { ReferenceOnset } from './align-recording.js';
import { ALIGN_RATE } from './features.js';
import { addNoise, addRoom, renderPerformancePiano, type PlayedNote } from './performance-piano.js';

/** A note of the score's rendering (seconds at the score's tempo), as `notesOfMidi` gives it. */
export interface ScoreNote {
  /** The staff it is on (the top staff carries the melody the ornaments go on). */
  track: number;
  pitch: number;
  velocity: number;
  onSeconds: number;
  offSeconds: number;
}

/** How a made-up performance departs from the score's rendering. */
export interface PerformanceStyle {
  /** Accelerando through the first third, back, then a ritardando to the end (up to 45% slower). */
  tempoCurve: boolean;
  /** Phrases pushed and held back (±15% over two bars) and beats unevenly long (±6%). */
  rubato: boolean;
  /** Grace notes, mordents and trills on a fifth of the melody's longer notes. */
  ornaments: boolean;
  /** The sustain pedal held through each bar: notes ring on until it is lifted. */
  pedal: boolean;
  /** A small room's reverberation. */
  room: boolean;
  /** White noise this far below the signal (dB). */
  noiseDb: number;
}

export interface SyntheticPerformance {
  samples: Float32Array;
  sampleRate: number;
  /** For each reference onset, where the performance plays it: the mean of its notes' onsets. */
  truth: number[];
}

/** Smooth steps between control points [position 0-1, value]. */
function curve(points: readonly [number, number][], x: number): number {
  const first = points[0] as [number, number];
  if (x <= first[0]) return first[1];
  for (let index = 1; index < points.length; index += 1) {
    const [x1, y1] = points[index] as [number, number];
    const [x0, y0] = points[index - 1] as [number, number];
    if (x <= x1) {
      const t = (x - x0) / (x1 - x0);
      return y0 + (y1 - y0) * t * t * (3 - 2 * t);
    }
  }
  return (points.at(-1) as [number, number])[1];
}

/**
 * A performance of a score with known timing, to test the alignment against: the score's notes
 * (from its rendering at the score's tempo) played with a tempo curve and rubato, each note a
 * little early or late (σ 6 ms), ornaments added, the pedal, on a piano that is not the
 * rendering's, in a room, with noise. Its truth is where each of the score's onsets is played.
 */
export function performScore(input: {
  notes: readonly ScoreNote[];
  onsets: readonly ReferenceOnset[];
  /** Bar starts in the rendering (seconds). */
  bars: readonly number[];
  style: PerformanceStyle;
  seed: string;
}): SyntheticPerformance {
  const random = createRandom(input.seed);
  const gauss = () => {
    const u = Math.max(1e-9, random.next());
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
  };
  const { notes, style } = input;
  const end = Math.max(...notes.map((note) => note.offSeconds), 1);

  // Seconds of performance per second of score, sampled every 10 ms, then integrated.
  const STEP = 0.01;
  const base = 0.85 + 0.35 * random.next();
  const phrases = input.bars
    .filter((_, index) => index % 2 === 0)
    .map(() => (random.next() * 2 - 1) * 0.15);
  const beats = Array.from(
    { length: Math.ceil(end / 0.5) + 2 },
    () => (random.next() * 2 - 1) * 0.06,
  );
  const phraseAt = (seconds: number): number => {
    let index = 0;
    while (index + 2 < input.bars.length && (input.bars[index + 2] as number) <= seconds)
      index += 2;
    const from = input.bars[index] ?? 0;
    const to = input.bars[index + 2] ?? end;
    const x = Math.max(0, Math.min(1, (seconds - from) / Math.max(0.1, to - from)));
    return 1 + (phrases[index / 2] ?? 0) * Math.sin(Math.PI * x);
  };
  const samplesOfWarp = Math.ceil(end / STEP) + 2;
  const warp = new Float64Array(samplesOfWarp + 1);
  const leadIn = 0.3 + random.next();
  warp[0] = leadIn;
  for (let index = 0; index < samplesOfWarp; index += 1) {
    const seconds = index * STEP;
    let factor = base;
    if (style.tempoCurve)
      factor *= curve(
        [
          [0, 1],
          [0.3, 0.8],
          [0.55, 1.05],
          [0.8, 1],
          [1, 1.45],
        ],
        seconds / end,
      );
    if (style.rubato) {
      const beat = seconds / 0.5;
      const below = Math.floor(beat);
      const t = beat - below;
      factor *=
        phraseAt(seconds) * (1 + (beats[below] ?? 0) * (1 - t) + (beats[below + 1] ?? 0) * t);
    }
    warp[index + 1] = (warp[index] as number) + factor * STEP;
  }
  const at = (seconds: number) => {
    const position = Math.max(0, seconds / STEP);
    const below = Math.min(samplesOfWarp - 1, Math.floor(position));
    return (
      (warp[below] as number) +
      ((warp[below + 1] as number) - (warp[below] as number)) * (position - below)
    );
  };

  const topTrack = Math.min(...notes.map((note) => note.track));
  const played: PlayedNote[] = [];
  const onsetOf = new Map<ScoreNote, number>();
  const dynamics = Array.from({ length: Math.ceil(end / 2) + 2 }, () => 55 + 35 * random.next());
  for (const note of notes) {
    const jitter = Math.max(-0.02, Math.min(0.02, 0.006 * gauss()));
    const on = at(note.onSeconds) + jitter;
    const off = Math.max(on + 0.03, at(note.offSeconds) - 0.01);
    const velocity = Math.round(
      Math.min(
        120,
        (dynamics[Math.floor(note.onSeconds / 2)] ?? 70) +
          (note.track === topTrack ? 10 : 0) +
          8 * gauss(),
      ),
    );
    onsetOf.set(note, on);
    const length = note.offSeconds - note.onSeconds;
    if (style.ornaments && note.track === topTrack && length >= 0.25 && random.chance(0.2)) {
      const upper = note.pitch + 2;
      const kind =
        length >= 0.5
          ? random.pick(['grace', 'mordent', 'trill'] as const)
          : random.pick(['grace', 'mordent'] as const);
      if (kind === 'grace') {
        played.push({
          pitch: note.pitch - 1,
          velocity: velocity - 15,
          onSeconds: on - 0.06,
          offSeconds: on - 0.005,
        });
        played.push({ pitch: note.pitch, velocity, onSeconds: on, offSeconds: off });
      } else if (kind === 'mordent') {
        played.push({ pitch: note.pitch, velocity, onSeconds: on, offSeconds: on + 0.05 });
        played.push({
          pitch: upper,
          velocity: velocity - 10,
          onSeconds: on + 0.055,
          offSeconds: on + 0.105,
        });
        played.push({
          pitch: note.pitch,
          velocity: velocity - 10,
          onSeconds: on + 0.11,
          offSeconds: off,
        });
      } else {
        let t = on;
        let index = 0;
        while (t + 0.07 < off - 0.05) {
          played.push({
            pitch: index % 2 ? upper : note.pitch,
            velocity: velocity - (index ? 12 : 0),
            onSeconds: t,
            offSeconds: t + 0.065,
          });
          t += 0.07;
          index += 1;
        }
        played.push({ pitch: note.pitch, velocity: velocity - 12, onSeconds: t, offSeconds: off });
      }
      continue;
    }
    played.push({
      pitch: note.pitch,
      velocity: Math.max(20, velocity),
      onSeconds: on,
      offSeconds: off,
    });
  }
  if (style.pedal) {
    // Lifted just after each bar line and put down again at once: a note rings to the next lift.
    const lifts = input.bars.map((bar) => at(bar) + 0.03).sort((a, b) => a - b);
    for (const note of played) {
      const lift = lifts.find((time) => time > note.offSeconds);
      note.offSeconds = Math.max(note.offSeconds, lift ?? at(end) + 0.5);
    }
  }
  const duration = at(end) + 2;
  let samples = renderPerformancePiano(played, duration, () => random.next());
  if (style.room) samples = addRoom(samples, 0.25);
  addNoise(samples, style.noiseDb, () => random.next());

  const truth = input.onsets.map((onset) => {
    const own = notes.filter((note) => Math.abs(note.onSeconds - onset.seconds) < 0.002);
    if (!own.length) return at(onset.seconds);
    return own.reduce((sum, note) => sum + (onsetOf.get(note) ?? 0), 0) / own.length;
  });
  return { samples, sampleRate: ALIGN_RATE, truth };
}
