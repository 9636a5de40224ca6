import { warp, type WarpingPath } from './dtw.js';
import {
  alignmentFeatures,
  FRAME_HOP,
  ALIGN_RATE,
  type AlignmentFeatures,
  type Pcm,
} from './features.js';
import { findOnset, median } from './refine-onsets.js';

/** An onset of the score in its rendering: when it sounds there, and the keys struck. */
export interface ReferenceOnset {
  seconds: number;
  pitches: readonly number[];
}

export interface OnsetAlignment {
  /** For each reference onset, where it is in the recording (seconds), increasing. */
  seconds: number[];
  /** The same from the warping alone, before refinement at the onsets. */
  warpedSeconds: number[];
  /** How many onsets the refinement found in the recording (the others follow their neighbours). */
  refined: number;
  /** Any moment of the rendering (seconds) → the recording, along the warping path alone. */
  warpedAt: (referenceSeconds: number) => number;
}

/** Reference seconds → recording seconds along a warping path (rows: recording, columns: reference). */
export function pathMapping(path: WarpingPath): (referenceSeconds: number) => number {
  const columns = (path.at(-1)?.[1] ?? 0) + 1;
  const sums = new Float64Array(columns);
  const counts = new Float64Array(columns);
  for (const [row, column] of path) {
    sums[column] = (sums[column] as number) + row;
    counts[column] = (counts[column] as number) + 1;
  }
  const rowOf = Array.from(sums, (sum, column) => sum / (counts[column] as number));
  return (seconds) => {
    const position = Math.max(0, Math.min(columns - 1, (seconds * ALIGN_RATE) / FRAME_HOP));
    const below = Math.floor(position);
    const above = Math.min(columns - 1, below + 1);
    const row =
      (rowOf[below] as number) +
      ((rowOf[above] as number) - (rowOf[below] as number)) * (position - below);
    return (row * FRAME_HOP) / ALIGN_RATE;
  };
}

/**
 * The refinement's own lag: where it finds the rendering's onsets against where they are (the
 * rendering's are known), so that what is found in the recording is moved back by as much.
 */
function detectorLag(reference: AlignmentFeatures, onsets: readonly ReferenceOnset[]): number {
  const lags: number[] = [];
  for (const onset of onsets) {
    const found = findOnset(reference, onset.pitches, onset.seconds);
    if (found !== null) lags.push(found - onset.seconds);
  }
  return median(lags);
}

/** Silence added before and after both the recording and the rendering. */
const PAD_SECONDS = 1;

function padded(pcm: Pcm): Pcm {
  const pad = Math.round(PAD_SECONDS * pcm.sampleRate);
  const samples = new Float32Array(pcm.samples.length + 2 * pad);
  samples.set(pcm.samples, pad);
  return { samples, sampleRate: pcm.sampleRate };
}

/** Makes times strictly increasing: any that is not takes the middle of its neighbours that are. */
function increasing(times: number[], fallback: readonly number[]): number[] {
  const out = [...times];
  for (let index = 1; index < out.length; index += 1) {
    if ((out[index] as number) > (out[index - 1] as number) + 0.001) continue;
    const warped = fallback[index] as number;
    out[index] =
      warped > (out[index - 1] as number) + 0.001 ? warped : (out[index - 1] as number) + 0.001;
  }
  return out;
}

/**
 * Aligns a recording to the score's rendering, whose onsets are known: chroma and chroma-onset
 * features of both, multiscale banded time warping, then each onset sought in the recording
 * near where the warping puts it, among the bands of the keys it strikes.
 */
export function alignOnsets(input: {
  recording: Pcm;
  reference: Pcm;
  onsets: readonly ReferenceOnset[];
}): OnsetAlignment {
  // Both begin and end in silence (a second of it added to each), so that a recording's own
  // silence before the first note is matched with silence rather than with the first chord.
  const recording = alignmentFeatures(padded(input.recording));
  const reference = alignmentFeatures(padded(input.reference));
  const onsets = input.onsets.map((onset) => ({ ...onset, seconds: onset.seconds + PAD_SECONDS }));
  const alongPath = pathMapping(warp(recording, reference));
  const toRecording = (seconds: number) => alongPath(seconds + PAD_SECONDS) - PAD_SECONDS;
  const warpedSeconds = input.onsets.map((onset) => toRecording(onset.seconds));
  const lag = detectorLag(reference, onsets);
  const found = input.onsets.map((onset, index) => {
    const at = findOnset(recording, onset.pitches, (warpedSeconds[index] as number) + PAD_SECONDS);
    return at === null ? null : at - lag - PAD_SECONDS;
  });
  // An onset not found moves as far from the warping as the found ones around it.
  const NEIGHBOURS = 3;
  const seconds = found.map((at, index) => {
    if (at !== null) return at;
    const shifts: number[] = [];
    for (let near = index - NEIGHBOURS; near <= index + NEIGHBOURS; near += 1) {
      const other = found[near];
      if (other !== null && other !== undefined)
        shifts.push(other - (warpedSeconds[near] as number));
    }
    return (warpedSeconds[index] as number) + median(shifts);
  });
  return {
    seconds: increasing(seconds, warpedSeconds),
    warpedSeconds,
    refined: found.filter((at) => at !== null).length,
    warpedAt: toRecording,
  };
}
