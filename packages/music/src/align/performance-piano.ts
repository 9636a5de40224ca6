import { ALIGN_RATE } from './features.js';

/** A key struck in a performance: seconds from the start of the recording. */
export interface PlayedNote {
  pitch: number;
  /** 1-127. */
  velocity: number;
  onSeconds: number;
  /** When the damper falls on the string (the key released, or the pedal lifted after it). */
  offSeconds: number;
}

/** Keys above this have no dampers on a piano: they ring on after release. */
const HIGHEST_DAMPED = 88;
const DAMPER_SECONDS = 0.07;
const MAX_PARTIALS = 14;

/**
 * A piano unlike the soundfont the score's rendering uses, so that an alignment tested on it
 * does not compare a sound with itself: additive synthesis of stretched, inharmonic partials
 * (stiff strings), a comb of partial strengths from the hammer's striking point, two strings
 * per key a little out of tune (beats), a two-stage decay that is faster for high partials and
 * high keys, velocity that brightens the tone, and a short noise thump from the hammer.
 */
export function renderPerformancePiano(
  notes: readonly PlayedNote[],
  durationSeconds: number,
  random: () => number,
): Float32Array {
  const rate = ALIGN_RATE;
  const out = new Float32Array(Math.ceil(durationSeconds * rate));
  for (const note of notes) {
    const start = Math.round(note.onSeconds * rate);
    if (start >= out.length) continue;
    const loudness = (note.velocity / 127) ** 1.6;
    const brightness = note.velocity / 127;
    // Stretched tuning and a little detune of each key.
    const cents = (note.pitch - 60) * 0.35 + (random() - 0.5) * 4;
    const f0 = 440 * 2 ** ((note.pitch - 69) / 12) * 2 ** (cents / 1200);
    const stiffness = 1e-4 * 2 ** ((note.pitch - 21) / 14);
    const ring = 10 * 2 ** (-(note.pitch - 21) / 19);
    const damped = note.pitch <= HIGHEST_DAMPED;
    const held = Math.max(0, note.offSeconds - note.onSeconds);
    const length = Math.min(
      out.length - start,
      Math.round((damped ? Math.min(held + 6 * DAMPER_SECONDS, ring) : ring) * rate),
    );
    const heldSamples = Math.round(held * rate);
    const damper = damped ? Math.exp(-1 / (DAMPER_SECONDS * rate)) : 1;
    const hammer = 1 / (6.5 + random());
    for (let n = 1; n <= MAX_PARTIALS; n += 1) {
      const frequency = n * f0 * Math.sqrt(1 + stiffness * n * n);
      if (frequency > 0.45 * rate) break;
      const strength =
        loudness *
        (1 / n) ** (1.5 - 0.8 * brightness) *
        (0.15 + Math.abs(Math.sin(Math.PI * n * hammer)));
      const t60 = ring / (1 + 0.35 * (n - 1));
      const fast = Math.exp(-6.9 / (0.2 * t60 * rate));
      const slow = Math.exp(-6.9 / (t60 * rate));
      const beat = (2 * Math.PI * frequency * (2 ** (1.2 / 1200) - 1)) / rate;
      const step = (2 * Math.PI * frequency) / rate;
      const cosStep = Math.cos(step);
      const sinStep = Math.sin(step);
      const phase = random() * 2 * Math.PI;
      let re = Math.cos(phase);
      let im = Math.sin(phase);
      let fastLevel = 0.65 * strength;
      let slowLevel = 0.35 * strength;
      let release = 1;
      const attack = Math.round(0.002 * rate);
      for (let index = 0; index < length; index += 1) {
        const rising = index < attack ? index / attack : 1;
        if (index >= heldSamples) release *= damper;
        const level =
          (fastLevel + slowLevel) * rising * release * (1 + 0.25 * Math.cos(beat * index));
        out[start + index] = (out[start + index] as number) + level * im;
        const nextRe = re * cosStep - im * sinStep;
        im = re * sinStep + im * cosStep;
        re = nextRe;
        fastLevel *= fast;
        slowLevel *= slow;
        if (release < 1e-4) break;
      }
    }
    // The hammer's thump: 12 ms of low-passed noise.
    const thump = Math.round(0.012 * rate);
    let smooth = 0;
    for (let index = 0; index < thump && start + index < out.length; index += 1) {
      smooth += 0.3 * (random() * 2 - 1 - smooth);
      out[start + index] =
        (out[start + index] as number) + 0.08 * loudness * smooth * (1 - index / thump);
    }
  }
  return out;
}

/** A small room (Schroeder: four combs and two all-passes), mixed in at `wet`. */
export function addRoom(samples: Float32Array, wet: number): Float32Array {
  const combs = [778, 808, 745, 711].map((delay) => ({
    delay,
    buffer: new Float32Array(delay),
    at: 0,
  }));
  const passes = [278, 112].map((delay) => ({ delay, buffer: new Float32Array(delay), at: 0 }));
  const out = new Float32Array(samples.length);
  for (let index = 0; index < samples.length; index += 1) {
    const input = samples[index] as number;
    let sum = 0;
    for (const comb of combs) {
      const delayed = comb.buffer[comb.at] as number;
      comb.buffer[comb.at] = input + 0.8 * delayed;
      comb.at = (comb.at + 1) % comb.delay;
      sum += delayed;
    }
    let value = sum / 4;
    for (const pass of passes) {
      const delayed = pass.buffer[pass.at] as number;
      const written = value + 0.5 * delayed;
      pass.buffer[pass.at] = written;
      pass.at = (pass.at + 1) % pass.delay;
      value = delayed - 0.5 * written;
    }
    out[index] = input + wet * value;
  }
  return out;
}

/** White noise added `snrDb` below the signal's RMS. */
export function addNoise(samples: Float32Array, snrDb: number, random: () => number): void {
  let sum = 0;
  for (const value of samples) sum += value * value;
  const level = Math.sqrt(sum / Math.max(1, samples.length)) * 10 ** (-snrDb / 20) * Math.sqrt(3);
  for (let index = 0; index < samples.length; index += 1)
    samples[index] = (samples[index] as number) + level * (random() * 2 - 1);
}
