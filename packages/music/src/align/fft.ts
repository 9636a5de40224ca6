/**
 * A radix-2 FFT for real frames, planned once per size (bit reversal and twiddles kept), so the
 * short-time spectra of a ten-minute recording cost a few seconds in one thread.
 */
export interface RealFft {
  readonly size: number;
  /** Magnitudes of bins 0..size/2 of `frame` (length `size`), written into `out`. */
  magnitudes(frame: Float32Array, out: Float32Array): void;
}

export function createRealFft(size: number): RealFft {
  if (size < 4 || (size & (size - 1)) !== 0)
    throw new Error(`FFT size ${String(size)} is not a power of two`);
  const bits = Math.log2(size);
  const reversed = new Uint32Array(size);
  for (let index = 0; index < size; index += 1) {
    let value = 0;
    for (let bit = 0; bit < bits; bit += 1) value |= ((index >> bit) & 1) << (bits - 1 - bit);
    reversed[index] = value;
  }
  const cos = new Float64Array(size / 2);
  const sin = new Float64Array(size / 2);
  for (let index = 0; index < size / 2; index += 1) {
    cos[index] = Math.cos((2 * Math.PI * index) / size);
    sin[index] = -Math.sin((2 * Math.PI * index) / size);
  }
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  return {
    size,
    magnitudes(frame, out) {
      for (let index = 0; index < size; index += 1) {
        re[reversed[index] as number] = frame[index] as number;
        im[index] = 0;
      }
      for (let length = 2; length <= size; length *= 2) {
        const half = length / 2;
        const step = size / length;
        for (let start = 0; start < size; start += length) {
          for (let offset = 0; offset < half; offset += 1) {
            const w = offset * step;
            const wr = cos[w] as number;
            const wi = sin[w] as number;
            const a = start + offset;
            const b = a + half;
            const br = re[b] as number;
            const bi = im[b] as number;
            const tr = br * wr - bi * wi;
            const ti = br * wi + bi * wr;
            const ar = re[a] as number;
            const ai = im[a] as number;
            re[b] = ar - tr;
            im[b] = ai - ti;
            re[a] = ar + tr;
            im[a] = ai + ti;
          }
        }
      }
      for (let bin = 0; bin <= size / 2; bin += 1) {
        const r = re[bin] as number;
        const i = im[bin] as number;
        out[bin] = Math.sqrt(r * r + i * i);
      }
    },
  };
}

/** A Hann window of `size` samples. */
export function hann(size: number): Float32Array {
  const window = new Float32Array(size);
  for (let index = 0; index < size; index += 1)
    window[index] = 0.5 - 0.5 * Math.cos((2 * Math.PI * index) / size);
  return window;
}
