/**
 * Where in the heard sound a recording is, found without note onsets: the loudness envelope of
 * what went to the speakers is lined up with the recording's own envelope. For a recording
 * played from its start at a steady rate `rate`, media time m is heard at `offset + m / rate`;
 * the offset is the one whose predicted envelope best matches the heard one (Pearson
 * correlation of log loudness), found over the whole playing and then window by window.
 *
 * Unlike onset finding, this works for sung notes (slow attacks, legato) and through a pitch
 * shifter (whose splices make false onsets but keep the envelope's shape).
 */
export interface Envelope {
  /** Time of each level (seconds): context time for the heard sound, media time for a source. */
  times: readonly number[];
  /** Root-mean-square level of each block. */
  levels: readonly number[];
}

/** A recording's envelope on a regular grid starting at media time 0. */
export interface SourceEnvelope {
  blockSeconds: number;
  levels: readonly number[];
}

export interface Alignment {
  /** Context time at which media time 0 is heard, over the whole playing. */
  offset: number;
  /** Correlation at that offset (1 is a perfect match). */
  correlation: number;
  /** Window by window: [window start (context time), offset, correlation]. */
  windows: [number, number, number][];
}

const FLOOR = 1e-3;
const loudness = (level: number) => Math.log(level + FLOOR);

function sourceAt(source: SourceEnvelope, mediaTime: number): number {
  const position = mediaTime / source.blockSeconds;
  const index = Math.floor(position);
  if (index < 0) return loudness(0);
  if (index + 1 >= source.levels.length) return loudness(source.levels.at(-1) ?? 0);
  const fraction = position - index;
  return loudness(
    (source.levels[index] ?? 0) * (1 - fraction) + (source.levels[index + 1] ?? 0) * fraction,
  );
}

function correlation(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  if (n < 2) return Number.NaN;
  let meanA = 0;
  let meanB = 0;
  for (let i = 0; i < n; i += 1) {
    meanA += a[i] ?? 0;
    meanB += b[i] ?? 0;
  }
  meanA /= n;
  meanB /= n;
  let product = 0;
  let squaresA = 0;
  let squaresB = 0;
  for (let i = 0; i < n; i += 1) {
    const x = (a[i] ?? 0) - meanA;
    const y = (b[i] ?? 0) - meanB;
    product += x * y;
    squaresA += x * x;
    squaresB += y * y;
  }
  return squaresA && squaresB ? product / Math.sqrt(squaresA * squaresB) : Number.NaN;
}

/** The offset in [from, to] (step `step`) whose prediction best matches `heard`. */
function bestOffset(
  heard: Envelope,
  heardLoudness: readonly number[],
  source: SourceEnvelope,
  rate: number,
  range: { from: number; to: number; step: number },
): { offset: number; correlation: number } {
  let best = { offset: Number.NaN, correlation: -Infinity };
  for (let offset = range.from; offset <= range.to; offset += range.step) {
    const predicted = heard.times.map((time) => sourceAt(source, (time - offset) * rate));
    const score = correlation(heardLoudness, predicted);
    if (score > best.correlation) best = { offset, correlation: score };
  }
  return best;
}

function slice(envelope: Envelope, from: number, to: number): Envelope {
  const times: number[] = [];
  const levels: number[] = [];
  envelope.times.forEach((time, index) => {
    if (time >= from && time < to) {
      times.push(time);
      levels.push(envelope.levels[index] ?? 0);
    }
  });
  return { times, levels };
}

/**
 * Lines `heard` (the sound of a recording played from media time 0 at `rate`) up with
 * `source`: first coarsely over every offset that puts the start within the heard span, then
 * finely around the best, then in windows of `windowSeconds` around that.
 */
export function alignEnvelope(
  heard: Envelope,
  source: SourceEnvelope,
  rate: number,
  windowSeconds = 3,
): Alignment {
  const first = heard.times[0] ?? 0;
  const last = heard.times.at(-1) ?? 0;
  const whole = heard.levels.map(loudness);
  const coarse = bestOffset(heard, whole, source, rate, { from: first - 1, to: last, step: 0.005 });
  const fine = bestOffset(heard, whole, source, rate, {
    from: coarse.offset - 0.01,
    to: coarse.offset + 0.01,
    step: 0.0005,
  });
  const windows: [number, number, number][] = [];
  // Windows over the sound only: from the start of the recording being heard.
  for (
    let start = Math.max(first, fine.offset);
    start + windowSeconds <= last;
    start += windowSeconds
  ) {
    const part = slice(heard, start, start + windowSeconds);
    const found = bestOffset(part, part.levels.map(loudness), source, rate, {
      from: fine.offset - 0.06,
      to: fine.offset + 0.06,
      step: 0.0005,
    });
    windows.push([start, found.offset, found.correlation]);
  }
  return { offset: fine.offset, correlation: fine.correlation, windows };
}

/** The offset of the window holding `time` (the whole playing's before the first window). */
export function offsetAt(alignment: Alignment, time: number): number {
  let offset = alignment.offset;
  for (const [start, windowOffset] of alignment.windows) if (time >= start) offset = windowOffset;
  return offset;
}
