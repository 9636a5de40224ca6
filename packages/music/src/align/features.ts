import { createRealFft, hann } from './fft.js';

/** Mono samples (-1 to 1) at a sample rate. */
export interface Pcm {
  samples: Float32Array;
  sampleRate: number;
}

/** Every recording is aligned at this rate (the demo recordings' own; ffmpeg resamples others). */
export const ALIGN_RATE = 22_050;
/** Frames the time warping runs on: about 20 ms apart. */
export const FRAME_HOP = 440;
/** Frames the onsets are refined on: a quarter of a frame, about 5 ms. */
export const FINE_HOP = FRAME_HOP / 4;
/** Long enough for the chroma of a bass note (5.4 Hz a bin). */
const CHROMA_WINDOW = 4096;
/** Short enough for an onset to stand out, long enough to tell semitones apart above the bass. */
const FINE_WINDOW = 2048;
/** MIDI pitches of the piano's keys, the pitch bands of the onset analysis. */
export const LOWEST_PITCH = 21;
export const PITCHES = 88;
/** Frames this far below the recording's loud frames (its 90th percentile) count as silence. */
const SILENCE_DB = 32;

/** Time of frame `index` of a hop (frames are centred on their time). */
export const frameSeconds = (index: number, hop: number) => (index * hop) / ALIGN_RATE;

/** What the alignment compares: 12-dimensional vectors per frame, and the onset analysis. */
export interface AlignmentFeatures {
  /** Frames (FRAME_HOP apart) of chroma, each 12 values of unit length. */
  chroma: Float32Array;
  /** Frames (FRAME_HOP apart) of chroma onsets decaying over 200 ms, scaled by the strongest nearby. */
  onsets: Float32Array;
  frames: number;
  /** Fine frames (FINE_HOP apart) of log energy in each key's band: PITCHES values each. */
  pitchEnergy: Float32Array;
  fineFrames: number;
}

/** The samples scaled to unit RMS, so that loudness differences between recordings vanish. */
function normalised(samples: Float32Array): Float32Array {
  let sum = 0;
  for (const value of samples) sum += value * value;
  const rms = Math.sqrt(sum / Math.max(1, samples.length)) || 1;
  const out = new Float32Array(samples.length);
  for (let index = 0; index < samples.length; index += 1)
    out[index] = (samples[index] as number) / rms;
  return out;
}

/** Calls `each` with the magnitude spectrum of every frame centred at `index * hop`. */
function stft(
  samples: Float32Array,
  size: number,
  hop: number,
  each: (index: number, magnitudes: Float32Array) => void,
): number {
  const fft = createRealFft(size);
  const window = hann(size);
  const frame = new Float32Array(size);
  const magnitudes = new Float32Array(size / 2 + 1);
  const count = Math.floor(samples.length / hop) + 1;
  for (let index = 0; index < count; index += 1) {
    const start = index * hop - size / 2;
    for (let offset = 0; offset < size; offset += 1) {
      const at = start + offset;
      frame[offset] =
        at >= 0 && at < samples.length ? (samples[at] as number) * (window[offset] as number) : 0;
    }
    fft.magnitudes(frame, magnitudes);
    each(index, magnitudes);
  }
  return count;
}

/** The MIDI pitch nearest to each bin's frequency, or -1 outside [low, high] Hz. */
function pitchOfBins(size: number, lowHz: number, highHz: number): Int16Array {
  const pitches = new Int16Array(size / 2 + 1).fill(-1);
  for (let bin = 1; bin <= size / 2; bin += 1) {
    const hz = (bin * ALIGN_RATE) / size;
    if (hz < lowHz || hz > highHz) continue;
    pitches[bin] = Math.round(69 + 12 * Math.log2(hz / 440));
  }
  return pitches;
}

/** Scales each 12-value vector to unit length; a silent one becomes the even vector. */
function unitVectors(values: Float32Array, frames: number, floor: number): void {
  const even = 1 / Math.sqrt(12);
  for (let frame = 0; frame < frames; frame += 1) {
    let sum = 0;
    for (let c = 0; c < 12; c += 1) sum += (values[frame * 12 + c] as number) ** 2;
    const norm = Math.sqrt(sum);
    for (let c = 0; c < 12; c += 1)
      values[frame * 12 + c] = norm < floor ? even : (values[frame * 12 + c] as number) / norm;
  }
}

/** Frames either side whose strongest onset scales a frame's onsets (about 1.5 s). */
const LOCAL_FRAMES = 75;

/**
 * Scales each frame's onset vector by the strongest within LOCAL_FRAMES of it (not by its own
 * length): a frame where nothing starts stays near zero, and a loud passage does not drown a
 * soft one (nor is noise scaled up to look like onsets). Compared by Euclidean distance, no onset matches no onset and differs from one.
 */
function normaliseLocally(values: Float32Array, frames: number): void {
  const norms = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame += 1) {
    let sum = 0;
    for (let c = 0; c < 12; c += 1) sum += (values[frame * 12 + c] as number) ** 2;
    norms[frame] = Math.sqrt(sum);
  }
  // Sliding maximum (a deque of frames with decreasing norms).
  const scale = new Float32Array(frames);
  const queue: number[] = [];
  let head = 0;
  for (let frame = 0; frame < frames + LOCAL_FRAMES; frame += 1) {
    if (frame < frames) {
      while (
        queue.length > head &&
        (norms[queue[queue.length - 1] as number] as number) <= (norms[frame] as number)
      )
        queue.pop();
      queue.push(frame);
    }
    const centre = frame - LOCAL_FRAMES;
    if (centre < 0) continue;
    while ((queue[head] as number) < centre - LOCAL_FRAMES) head += 1;
    scale[centre] = norms[queue[head] as number] as number;
  }
  // Never scaled up beyond a quarter of the recording's strong onsets: noise alone stays small.
  const strong = [...norms].sort((a, b) => a - b)[Math.floor(frames * 0.99)] ?? 0;
  const floor = Math.max(0.25 * strong, 1e-3);
  for (let frame = 0; frame < frames; frame += 1) {
    const by = Math.max(scale[frame] as number, floor);
    for (let c = 0; c < 12; c += 1)
      values[frame * 12 + c] = (values[frame * 12 + c] as number) / by;
  }
}

/** The features of a recording (or of the score's rendering) that the alignment compares. */
export function alignmentFeatures(pcm: Pcm): AlignmentFeatures {
  if (pcm.sampleRate !== ALIGN_RATE)
    throw new Error(`audio must be at ${String(ALIGN_RATE)} Hz to be aligned`);
  const samples = normalised(pcm.samples);

  // Chroma: log-compressed magnitudes from 50 Hz to 5 kHz, folded into the 12 pitch classes.
  const chromaBins = pitchOfBins(CHROMA_WINDOW, 50, 5000);
  const frames = Math.floor(samples.length / FRAME_HOP) + 1;
  const chroma = new Float32Array(frames * 12);
  const energy = new Float32Array(frames);
  stft(samples, CHROMA_WINDOW, FRAME_HOP, (index, magnitudes) => {
    let total = 0;
    for (let bin = 0; bin < magnitudes.length; bin += 1) {
      const pitch = chromaBins[bin] as number;
      if (pitch < 0) continue;
      const magnitude = (magnitudes[bin] as number) / CHROMA_WINDOW;
      total += magnitude * magnitude;
      const cell = index * 12 + (pitch % 12);
      chroma[cell] = (chroma[cell] as number) + Math.log1p(1000 * magnitude);
    }
    energy[index] = total;
  });
  const loud = [...energy].sort((a, b) => a - b)[Math.floor(frames * 0.9)] ?? 0;
  const silence = loud * 10 ** (-SILENCE_DB / 10);
  for (let index = 0; index < frames; index += 1)
    if ((energy[index] as number) <= silence)
      for (let c = 0; c < 12; c += 1) chroma[index * 12 + c] = 0;
  unitVectors(chroma, frames, 1e-6);

  // Fine frames: log energy in each key's band.
  const fineBins = pitchOfBins(FINE_WINDOW, 25, 9000);
  const fineFrames = Math.floor(samples.length / FINE_HOP) + 1;
  const pitchEnergy = new Float32Array(fineFrames * PITCHES);
  stft(samples, FINE_WINDOW, FINE_HOP, (index, magnitudes) => {
    const row = index * PITCHES;
    for (let bin = 0; bin < magnitudes.length; bin += 1) {
      const band = (fineBins[bin] as number) - LOWEST_PITCH;
      if (band < 0 || band >= PITCHES) continue;
      const magnitude = (magnitudes[bin] as number) / FINE_WINDOW;
      pitchEnergy[row + band] = (pitchEnergy[row + band] as number) + magnitude * magnitude;
    }
    for (let band = 0; band < PITCHES; band += 1)
      pitchEnergy[row + band] = Math.log1p(1e5 * (pitchEnergy[row + band] as number));
  });

  // Chroma onsets: each band's rise over 10 ms, summed into its pitch class per frame, then
  // held with a decay so that an onset's frame and the few after it look alike.
  const rises = new Float32Array(frames * 12);
  for (let fine = 2; fine < fineFrames; fine += 1) {
    const frame = Math.min(frames - 1, Math.round(fine / 4));
    for (let band = 0; band < PITCHES; band += 1) {
      const rise =
        (pitchEnergy[fine * PITCHES + band] as number) -
        (pitchEnergy[(fine - 2) * PITCHES + band] as number);
      const cell = frame * 12 + ((band + LOWEST_PITCH) % 12);
      if (rise > 0) rises[cell] = (rises[cell] as number) + rise;
    }
  }
  const onsets = new Float32Array(frames * 12);
  const DECAY = 10;
  for (let frame = 0; frame < frames; frame += 1)
    for (let back = 0; back < DECAY && back <= frame; back += 1) {
      const weight = Math.sqrt((DECAY - back) / DECAY);
      for (let c = 0; c < 12; c += 1)
        onsets[frame * 12 + c] =
          (onsets[frame * 12 + c] as number) + weight * (rises[(frame - back) * 12 + c] as number);
    }
  normaliseLocally(onsets, frames);
  return { chroma, onsets, frames, pitchEnergy, fineFrames };
}
