import { describe, expect, it } from 'vitest';
import { drawWaveform } from './sync-waveform';

/** A canvas whose 2D context records what is drawn: rectangles (x, y, w, h) and texts. */
function recordingCanvas() {
  const canvas = document.createElement('canvas');
  const drawn = { rects: [] as number[][], texts: [] as [string, number][] };
  const context = {
    fillStyle: '',
    globalAlpha: 1,
    font: '',
    textBaseline: '',
    setTransform: () => undefined,
    clearRect: () => undefined,
    fillRect: (x: number, y: number, w: number, h: number) => {
      drawn.rects.push([x, y, w, h]);
    },
    fillText: (text: string, x: number) => {
      drawn.texts.push([text, x]);
    },
    measureText: (text: string) => ({ width: text.length * 6 }),
  };
  Object.defineProperty(canvas, 'getContext', { value: () => context });
  Object.defineProperty(canvas, 'clientHeight', { value: 150 });
  document.body.append(canvas);
  return { canvas, drawn };
}

describe('the waveform of the window', () => {
  it('draws the peaks of the sound in view, nothing in the margins, the points and a ruler', () => {
    const { canvas, drawn } = recordingCanvas();
    // 2 s of sound, a peak every 10 ms, loud in its second half; the window from -100 ms, 0.1 px/ms.
    const peaks = new Float32Array(200).map((_, at) => (at < 100 ? 0.1 : 1));
    drawWaveform(canvas, {
      peaks,
      peakMs: 10,
      points: [
        [500, 0],
        [1500, 4],
        [5000, 8],
      ],
      fromMs: -100,
      scale: 0.1,
      width: 300,
    });
    expect(canvas.width).toBe(300);
    expect(canvas.style.width).toBe('300px');
    const columns = drawn.rects.filter(([, , w, h]) => w === 1 && (h ?? 0) > 6);
    // Columns 10 to 209 are the sound's 2 s; the loud second half is the full height (110 px).
    expect(columns.map(([x]) => x)).toEqual(Array.from({ length: 200 }, (_, at) => at + 10));
    expect(columns.find(([x]) => x === 50)?.[3]).toBeCloseTo(11);
    expect(columns.find(([x]) => x === 150)?.[3]).toBe(110);
    // Ticks at the two points in view (60 px and 160 px), none for the one after the window.
    const ticks = drawn.rects.filter(([, , , h]) => h === 6).map(([x]) => x);
    expect(ticks).toEqual([60, 160]);
    // A second between ruler marks (100 px at this zoom), from the sound's start; a time the
    // window's edge would cut is not written (its mark is).
    expect(drawn.texts).toEqual([
      ['0:00', 13],
      ['0:01', 113],
      ['0:02', 213],
    ]);
    drawn.texts.length = 0;
    drawWaveform(canvas, { peaks, peakMs: 10, points: [], fromMs: -100, scale: 0.1, width: 230 });
    expect(drawn.texts.map(([text]) => text)).toEqual(['0:00', '0:01']);
  });
});
