import type { SyncPoint } from './sync-edit';

/** How long a slice of the sound each waveform peak stands for (about). */
export const PEAK_MS = 5;

/** Room above the waveform for the bar numbers, and below it for the time ruler. */
const TOP_PX = 22;
const RULER_PX = 18;
/** Ruler steps (ms): the first whose ticks are at least this far apart is used. */
const RULER_STEPS = [100, 200, 500, 1000, 2000, 5000, 10_000, 15_000, 30_000, 60_000];
const RULER_SPACING_PX = 72;

export interface WaveformWindow {
  /** One peak per `peakMs` of the sound; null before it is decoded. */
  peaks: Float32Array | null;
  peakMs: number;
  /** The map's points, drawn as small ticks: they show how the notes follow a bar line. */
  points: readonly SyncPoint[];
  /** The window: its first ms, pixels per ms, and width in pixels. */
  fromMs: number;
  scale: number;
  width: number;
}

const rulerText = (ms: number, step: number) => {
  const tenths = Math.round(ms / 100);
  const minutes = Math.floor(tenths / 600);
  const seconds = (tenths - minutes * 600) / 10;
  const text = step >= 1000 ? String(Math.round(seconds)) : seconds.toFixed(1);
  return `${String(minutes)}:${text.padStart(step >= 1000 ? 2 : 4, '0')}`;
};

/** Draws the window of the sound: its peaks, the map's points and a time ruler. */
export function drawWaveform(canvas: HTMLCanvasElement, view: WaveformWindow): void {
  const draw = canvas.getContext('2d');
  if (!draw) return;
  const { peaks, peakMs, points, fromMs, scale, width } = view;
  const height = canvas.clientHeight || 150;
  const ratio = globalThis.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.style.width = `${String(width)}px`;
  draw.setTransform(ratio, 0, 0, ratio, 0, 0);
  draw.clearRect(0, 0, width, height);
  const style = getComputedStyle(canvas);
  draw.fillStyle = style.color;

  const waveHeight = height - TOP_PX - RULER_PX;
  const middle = TOP_PX + waveHeight / 2;
  if (peaks && peakMs > 0) {
    for (let column = 0; column < width; column += 1) {
      const first = Math.floor((fromMs + column / scale) / peakMs);
      // The margins before the sound's start and after its end stay empty.
      if (first < 0 || first >= peaks.length) continue;
      const last = Math.max(first + 1, Math.floor((fromMs + (column + 1) / scale) / peakMs));
      let peak = 0;
      for (let at = first; at < last && at < peaks.length; at += 1)
        peak = Math.max(peak, peaks[at] as number);
      const bar = Math.max(1, Math.min(1, peak) * waveHeight);
      draw.fillRect(column, middle - bar / 2, 1, bar);
    }
  }

  draw.globalAlpha = 0.55;
  const toMs = fromMs + width / scale;
  for (const [ms] of points) {
    if (ms < fromMs || ms > toMs) continue;
    draw.fillRect(Math.round((ms - fromMs) * scale), TOP_PX + waveHeight - 6, 1, 6);
  }

  draw.globalAlpha = 1;
  const step = RULER_STEPS.find((candidate) => candidate * scale >= RULER_SPACING_PX) ?? 60_000;
  draw.font = `11px ${style.fontFamily || 'sans-serif'}`;
  draw.textBaseline = 'bottom';
  for (let ms = Math.max(0, Math.ceil(fromMs / step) * step); ms <= toMs; ms += step) {
    const x = Math.round((ms - fromMs) * scale);
    draw.fillRect(x, height - RULER_PX, 1, 4);
    const text = rulerText(ms, step);
    // A time cut by the window's edge is left to the next window.
    if (x + 3 + draw.measureText(text).width <= width) draw.fillText(text, x + 3, height - 2);
  }
}
