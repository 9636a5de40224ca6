import type { SoundingNote } from './verovio-node.js';

export const FRAME = { width: 640, height: 360, fps: 24 } as const;
export type Camera = 'top' | 'left' | 'right';

type Rgb = readonly [number, number, number];
const WHITE: Rgb = [240, 238, 232];
const BLACK: Rgb = [24, 24, 28];
const GAP: Rgb = [70, 70, 78];
const LIT_WHITE: Rgb = [255, 196, 92];
const LIT_BLACK: Rgb = [214, 126, 28];
const FALLING: Rgb = [120, 196, 255];
const BACKGROUND: Record<Camera, Rgb> = {
  top: [18, 22, 40],
  left: [40, 26, 22],
  right: [20, 36, 30],
};

const isBlackKey = (pitch: number) => [1, 3, 6, 8, 10].includes(pitch % 12);

/** Which keys the video shows: the piece's range, widened to whole octaves and at least three. */
function keyRange(notes: readonly SoundingNote[]): { low: number; high: number } {
  const pitches = notes.map((note) => note.pitch);
  let low = Math.min(60, ...pitches);
  let high = Math.max(71, ...pitches);
  low = Math.max(21, low - (low % 12));
  high = Math.min(108, high + (11 - (high % 12)));
  while (high - low < 35) {
    if (low > 21) low = Math.max(21, low - 12);
    else high = Math.min(108, high + 12);
    if (low === 21 && high === 108) break;
  }
  return { low, high };
}

/** Key geometry along a unit width: white keys side by side, black keys narrower, between them. */
function layoutKeys(low: number, high: number) {
  const whites: number[] = [];
  for (let pitch = low; pitch <= high; pitch += 1) if (!isBlackKey(pitch)) whites.push(pitch);
  const whiteWidth = 1 / whites.length;
  const keys = new Map<number, { x0: number; x1: number; black: boolean }>();
  whites.forEach((pitch, index) =>
    keys.set(pitch, { x0: index * whiteWidth, x1: (index + 1) * whiteWidth, black: false }),
  );
  for (let pitch = low; pitch <= high; pitch += 1) {
    const left = keys.get(pitch - 1);
    if (!isBlackKey(pitch) || !left) continue;
    const centre = left.x1;
    keys.set(pitch, { x0: centre - whiteWidth * 0.3, x1: centre + whiteWidth * 0.3, black: true });
  }
  return keys;
}

/**
 * Draws frames of a pianist's-eye film of a performance: keys light as they sound. The top camera
 * shows notes falling onto the keyboard; the left and right cameras look along it in perspective.
 */
export function createKeyboardFilm(notes: readonly SoundingNote[], camera: Camera) {
  const { width, height } = FRAME;
  const { low, high } = keyRange(notes);
  const keys = layoutKeys(low, high);
  const frame = Buffer.alloc(width * height * 3);
  const background = BACKGROUND[camera];
  const backdrop = Buffer.alloc(frame.length);
  for (let offset = 0; offset < backdrop.length; offset += 3) backdrop.set(background, offset);
  const keyboardTop = camera === 'top' ? Math.round(height * 0.72) : 0;
  const pixelsPerMs = 0.12;

  /** What each column of pixels crosses, computed once: the geometry does not move. */
  const columnAt = (u: number) => {
    let white = -1;
    let black = -1;
    let isEdge = false;
    for (const [pitch, key] of keys) {
      if (u < key.x0 || u >= key.x1) continue;
      if (key.black) black = pitch;
      else {
        white = pitch;
        isEdge = (u - key.x0) / (key.x1 - key.x0) < 0.06;
      }
    }
    return { white, black, isEdge };
  };
  const perspective = { near: 230, far: 70, horizon: height * 0.45 };
  const columns = Array.from({ length: width }, (_, x) => {
    if (camera === 'top')
      return { ...columnAt((x + 0.5) / width), top: keyboardTop, height: height - keyboardTop };
    const s = camera === 'left' ? x / width : 1 - x / width;
    const columnHeight = (1 - s) * perspective.near + s * perspective.far;
    const u = (s * perspective.far) / columnHeight;
    return {
      ...columnAt(camera === 'left' ? u : 1 - u),
      top: Math.round(perspective.horizon - columnHeight * 0.2),
      height: Math.round(columnHeight),
    };
  });

  const put = (x: number, y: number, colour: Rgb) => {
    const offset = (y * width + x) * 3;
    frame[offset] = colour[0];
    frame[offset + 1] = colour[1];
    frame[offset + 2] = colour[2];
  };

  const drawKeyboard = (sounding: ReadonlySet<number>) => {
    columns.forEach((column, x) => {
      for (
        let y = Math.max(0, column.top);
        y < Math.min(height, column.top + column.height);
        y += 1
      ) {
        // Depth 0 is the front edge of the keys (nearest the player), 1 the back.
        const depth =
          camera === 'top'
            ? 1 - (y - column.top) / column.height
            : (y - column.top) / column.height;
        const onBlack = column.black >= 0 && (camera === 'top' ? depth > 0.38 : depth < 0.62);
        if (onBlack) put(x, y, sounding.has(column.black) ? LIT_BLACK : BLACK);
        else if (column.white < 0 || column.isEdge) put(x, y, GAP);
        else put(x, y, sounding.has(column.white) ? LIT_WHITE : WHITE);
      }
    });
  };

  return {
    /** The frame at `timeMs` as packed RGB bytes (the buffer is reused: copy or write it before the next call). */
    draw(timeMs: number): Buffer {
      backdrop.copy(frame);
      const sounding = new Set(
        notes
          .filter((note) => note.onMs <= timeMs && timeMs < note.offMs)
          .map((note) => note.pitch),
      );
      if (camera === 'top') {
        for (const note of notes) {
          const bottom = keyboardTop - (note.onMs - timeMs) * pixelsPerMs;
          const top = keyboardTop - (note.offMs - timeMs) * pixelsPerMs;
          const key = keys.get(note.pitch);
          if (!key || bottom < 0 || top > keyboardTop) continue;
          const x0 = Math.round(key.x0 * width) + 1;
          const x1 = Math.round(key.x1 * width) - 1;
          for (
            let y = Math.max(0, Math.round(top));
            y < Math.min(keyboardTop, Math.round(bottom));
            y += 1
          ) {
            for (let x = x0; x < x1; x += 1) put(x, y, FALLING);
          }
        }
      }
      drawKeyboard(sounding);
      return frame;
    },
  };
}
