import { ALIGN_RATE, FINE_HOP, LOWEST_PITCH, PITCHES, type AlignmentFeatures } from './features.js';

/** Where the refinement looks for an onset: this far either side of the warping's estimate. */
const SEARCH_SECONDS = 0.2;
/** How strongly the estimate is believed: a Gaussian prior of this spread around it. */
const PRIOR_SECONDS = 0.1;
/** A key's rise is measured over this many fine frames (about 10 ms). */
const RISE_LAG = 2;
/** Below this summed rise no onset is found (the estimate stands). */
const MIN_RISE = 0.5;
/** Partials looked at for each key: the key itself, its octave, twelfth and double octave. */
const PARTIALS: readonly [number, number][] = [
  [0, 1],
  [12, 0.7],
  [19, 0.5],
  [24, 0.4],
];

/** The summed rise, at fine frame `frame`, of the bands where `pitches` and their partials sound. */
function riseAt(features: AlignmentFeatures, pitches: readonly number[], frame: number): number {
  if (frame < RISE_LAG || frame >= features.fineFrames) return 0;
  let total = 0;
  for (const pitch of pitches)
    for (const [interval, weight] of PARTIALS) {
      const band = pitch + interval - LOWEST_PITCH;
      if (band < 0 || band >= PITCHES) continue;
      const rise =
        (features.pitchEnergy[frame * PITCHES + band] as number) -
        (features.pitchEnergy[(frame - RISE_LAG) * PITCHES + band] as number);
      if (rise > 0) total += weight * rise;
    }
  return total;
}

/**
 * The onset of `pitches` nearest to `estimate` (seconds) in the recording: the fine frame where
 * their bands rise most, weighted by a prior around the estimate, placed between frames by a
 * parabola through its neighbours; null when nothing rises there.
 */
export function findOnset(
  features: AlignmentFeatures,
  pitches: readonly number[],
  estimate: number,
): number | null {
  const centre = (estimate * ALIGN_RATE) / FINE_HOP;
  const reach = Math.ceil((SEARCH_SECONDS * ALIGN_RATE) / FINE_HOP);
  const spread = (PRIOR_SECONDS * ALIGN_RATE) / FINE_HOP;
  let bestFrame = -1;
  let bestScore = 0;
  let bestRise = 0;
  for (let frame = Math.floor(centre - reach); frame <= Math.ceil(centre + reach); frame += 1) {
    const rise = riseAt(features, pitches, frame);
    const score = rise * Math.exp(-0.5 * ((frame - centre) / spread) ** 2);
    if (score > bestScore) {
      bestScore = score;
      bestFrame = frame;
      bestRise = rise;
    }
  }
  if (bestFrame < 0 || bestRise < MIN_RISE * Math.max(1, Math.sqrt(pitches.length))) return null;
  const before = riseAt(features, pitches, bestFrame - 1);
  const after = riseAt(features, pitches, bestFrame + 1);
  const curvature = before - 2 * bestRise + after;
  const shift =
    curvature < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (before - after)) / curvature)) : 0;
  return ((bestFrame + shift) * FINE_HOP) / ALIGN_RATE;
}

/** The median of some numbers (0 for none). */
export function median(values: readonly number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
