/**
 * Dynamic time warping of two feature sequences (12 values a frame, unit vectors, two streams
 * compared by cosine distance), multiscale: a full warping of both at a coarse resolution, then
 * at each finer resolution a warping only within a band around the coarser path. Memory and
 * time grow with the length times the band's width (linear in the length), never its square.
 */

/** Two streams of 12-vectors per frame: chroma (unit vectors, cosine) and onsets (Euclidean). */
export interface FeatureSequence {
  chroma: Float32Array;
  onsets: Float32Array;
  frames: number;
}

/** Steps (down, right, diagonal) and their weights: a slight preference for the diagonal. */
const WEIGHT_STRAIGHT = 1.5;
const WEIGHT_DIAGONAL = 2;
/** The coarsest level is warped whole when both sequences are at most this long. */
const COARSEST = 256;
/** Frames either side of the coarser path that the finer warping may use. */
const RADIUS = 12;
/** Weight of the onset stream against the chroma stream. */
const ONSET_WEIGHT = 1;

function cost(a: FeatureSequence, i: number, b: FeatureSequence, j: number): number {
  let chroma = 0;
  let onsets = 0;
  const ai = i * 12;
  const bj = j * 12;
  for (let c = 0; c < 12; c += 1) {
    chroma += (a.chroma[ai + c] as number) * (b.chroma[bj + c] as number);
    onsets += ((a.onsets[ai + c] as number) - (b.onsets[bj + c] as number)) ** 2;
  }
  return 1 - chroma + ONSET_WEIGHT * Math.sqrt(onsets);
}

/** Half the frames: chroma the sum of two neighbours made unit again, onsets their mean. */
function coarsen(sequence: FeatureSequence): FeatureSequence {
  const frames = Math.ceil(sequence.frames / 2);
  const pair = (values: Float32Array, unit: boolean) => {
    const out = new Float32Array(frames * 12);
    for (let frame = 0; frame < frames; frame += 1) {
      const second = Math.min(sequence.frames - 1, frame * 2 + 1);
      let sum = 0;
      for (let c = 0; c < 12; c += 1) {
        const value = (values[frame * 24 + c] as number) + (values[second * 12 + c] as number);
        out[frame * 12 + c] = value;
        sum += value * value;
      }
      const norm = unit ? Math.sqrt(sum) || 1 : 2;
      for (let c = 0; c < 12; c += 1) out[frame * 12 + c] = (out[frame * 12 + c] as number) / norm;
    }
    return out;
  };
  return { chroma: pair(sequence.chroma, true), onsets: pair(sequence.onsets, false), frames };
}

/** For each row, the columns [from, to] it may use (both non-decreasing). */
interface Band {
  from: Int32Array;
  to: Int32Array;
}

/** A warping path: pairs (row, column) from (0, 0) to the last frame of both. */
export type WarpingPath = [number, number][];

/** The warping within a band, with back pointers kept only for the band's cells. */
function warpInBand(a: FeatureSequence, b: FeatureSequence, band: Band): WarpingPath {
  const rows = a.frames;
  const offsets = new Int32Array(rows + 1);
  for (let row = 0; row < rows; row += 1)
    offsets[row + 1] =
      (offsets[row] as number) + (band.to[row] as number) - (band.from[row] as number) + 1;
  const steps = new Uint8Array(offsets[rows] as number);
  let previous = new Float64Array(b.frames).fill(Infinity);
  let current = new Float64Array(b.frames).fill(Infinity);
  for (let row = 0; row < rows; row += 1) {
    const from = band.from[row] as number;
    const to = band.to[row] as number;
    const base = offsets[row] as number;
    const previousFrom = row > 0 ? (band.from[row - 1] as number) : 0;
    const previousTo = row > 0 ? (band.to[row - 1] as number) : -1;
    for (let column = from; column <= to; column += 1) {
      const here = cost(a, row, b, column);
      if (row === 0 && column === 0) {
        current[column] = here;
        steps[base] = 0;
        continue;
      }
      let best = Infinity;
      let step = 0;
      const inPrevious = (c: number) => c >= previousFrom && c <= previousTo;
      if (row > 0 && column > 0 && inPrevious(column - 1)) {
        best = (previous[column - 1] as number) + WEIGHT_DIAGONAL * here;
        step = 1;
      }
      if (row > 0 && inPrevious(column)) {
        const down = (previous[column] as number) + WEIGHT_STRAIGHT * here;
        if (down < best) {
          best = down;
          step = 2;
        }
      }
      if (column > from) {
        const right = (current[column - 1] as number) + WEIGHT_STRAIGHT * here;
        if (right < best) {
          best = right;
          step = 3;
        }
      }
      current[column] = best;
      steps[base + column - from] = step;
    }
    // Clear what the next row must not read as its previous row.
    [previous, current] = [current, previous];
    current.fill(
      Infinity,
      Math.min(band.from[row] as number, previousFrom),
      Math.max(to, previousTo) + 1,
    );
  }
  const path: WarpingPath = [];
  let row = rows - 1;
  let column = b.frames - 1;
  if (column > (band.to[row] as number) || column < (band.from[row] as number))
    throw new Error('the band does not reach the end of both sequences');
  for (;;) {
    path.push([row, column]);
    const step = steps[(offsets[row] as number) + column - (band.from[row] as number)];
    if (step === 0) break;
    if (step === 1) {
      row -= 1;
      column -= 1;
    } else if (step === 2) row -= 1;
    else column -= 1;
  }
  if (row !== 0 || column !== 0) throw new Error('the warping path lost its way');
  return path.reverse();
}

/** The band of a finer level: the coarse path's cells doubled, widened by RADIUS, made monotone. */
function bandAround(path: WarpingPath, rows: number, columns: number): Band {
  const from = new Int32Array(rows).fill(columns);
  const to = new Int32Array(rows).fill(-1);
  for (const [coarseRow, coarseColumn] of path)
    for (let row = coarseRow * 2; row <= coarseRow * 2 + 1 && row < rows; row += 1) {
      from[row] = Math.min(from[row] as number, coarseColumn * 2);
      to[row] = Math.max(to[row] as number, Math.min(columns - 1, coarseColumn * 2 + 1));
    }
  const widened = { from: new Int32Array(rows), to: new Int32Array(rows) };
  for (let row = 0; row < rows; row += 1) {
    let low = columns;
    let high = -1;
    for (
      let near = Math.max(0, row - RADIUS);
      near <= Math.min(rows - 1, row + RADIUS);
      near += 1
    ) {
      low = Math.min(low, from[near] as number);
      high = Math.max(high, to[near] as number);
    }
    widened.from[row] = Math.max(0, low - RADIUS);
    widened.to[row] = Math.min(columns - 1, high + RADIUS);
  }
  widened.from[0] = 0;
  widened.to[rows - 1] = columns - 1;
  for (let row = 1; row < rows; row += 1)
    widened.from[row] = Math.max(widened.from[row] as number, widened.from[row - 1] as number);
  for (let row = rows - 2; row >= 0; row -= 1)
    widened.to[row] = Math.min(widened.to[row] as number, widened.to[row + 1] as number);
  return widened;
}

/** The warping path between two sequences (rows: `a`'s frames, columns: `b`'s). */
export function warp(a: FeatureSequence, b: FeatureSequence): WarpingPath {
  if (a.frames < 1 || b.frames < 1) throw new Error('nothing to align');
  if (Math.max(a.frames, b.frames) <= COARSEST || Math.min(a.frames, b.frames) < 2 * RADIUS) {
    const band = {
      from: new Int32Array(a.frames).fill(0),
      to: new Int32Array(a.frames).fill(b.frames - 1),
    };
    return warpInBand(a, b, band);
  }
  const coarse = warp(coarsen(a), coarsen(b));
  return warpInBand(a, b, bandAround(coarse, a.frames, b.frames));
}
