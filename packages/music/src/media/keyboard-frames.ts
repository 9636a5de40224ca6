import type { SoundingNote } from './verovio-node.js';

/**
 * The demo films' picture: small and at a low frame rate, which is plenty for keys lighting
 * up, so that every performance of the demo library is filmed within minutes on two cores.
 * Frames are drawn straight in the encoder's format (planar YUV 4:2:0), so nothing converts them.
 */
export const FRAME = { width: 320, height: 180, fps: 8 } as const;
export type Camera = 'top' | 'left' | 'right';
export const cameras: readonly Camera[] = ['top', 'left', 'right'];

/** Bytes of one camera's frame: a luma byte per pixel, then two quarter-size chroma planes. */
export const FRAME_BYTES = FRAME.width * FRAME.height * 1.5;

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

const converted = new Map<Rgb, readonly [number, number, number]>();

/** ITU-R BT.601 in video range, as the encoder reads yuv420p (the few colours, converted once). */
function yuvOf(colour: Rgb): readonly [number, number, number] {
  const known = converted.get(colour);
  if (known) return known;
  const [red, green, blue] = colour;
  const yuv = [
    Math.round(16 + (65.481 * red + 128.553 * green + 24.966 * blue) / 255),
    Math.round(128 + (-37.797 * red - 74.203 * green + 112 * blue) / 255),
    Math.round(128 + (112 * red - 93.786 * green - 18.214 * blue) / 255),
  ] as const;
  converted.set(colour, yuv);
  return yuv;
}

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

/** One camera's frame in a stacked picture: its rows of each plane. */
export interface FramePlanes {
  y: Buffer;
  u: Buffer;
  v: Buffer;
}

type KeyboardPicture = ReturnType<typeof drawKeyboard>;

/** Pictures drawn so far, by camera and keys shown: a few key ranges serve every piece. */
const pictures = new Map<string, KeyboardPicture>();

/** The still keyboard of a camera showing these keys (drawn once per thread), and each key's lit pixels. */
function keyboardPicture(camera: Camera, low: number, high: number): KeyboardPicture {
  const name = `${camera}:${String(low)}:${String(high)}`;
  let picture = pictures.get(name);
  if (!picture) {
    picture = drawKeyboard(camera, low, high);
    pictures.set(name, picture);
  }
  return picture;
}

function drawKeyboard(camera: Camera, low: number, high: number) {
  const { width, height } = FRAME;
  const keys = layoutKeys(low, high);
  const keyboardTop = camera === 'top' ? Math.round(height * 0.72) : 0;

  /** What each column of pixels crosses: the geometry does not move. */
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
  const perspective = { near: 115, far: 35, horizon: height * 0.45 };
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

  // Which key (or -1) each pixel shows, and its unlit colour.
  const keyAt = new Int16Array(width * height).fill(-1);
  const colourAt: Rgb[] = new Array<Rgb>(width * height).fill(BACKGROUND[camera]);
  columns.forEach((column, x) => {
    for (
      let y = Math.max(0, column.top);
      y < Math.min(height, column.top + column.height);
      y += 1
    ) {
      // Depth 0 is the front edge of the keys (nearest the player), 1 the back.
      const depth =
        camera === 'top' ? 1 - (y - column.top) / column.height : (y - column.top) / column.height;
      const onBlack = column.black >= 0 && (camera === 'top' ? depth > 0.38 : depth < 0.62);
      const pitch = onBlack ? column.black : column.isEdge ? -1 : column.white;
      colourAt[y * width + x] = pitch < 0 ? GAP : onBlack ? BLACK : WHITE;
      keyAt[y * width + x] = pitch;
    }
  });

  // The still picture in YUV (chroma: the mean of each 2×2 block), and each key's lit pixels.
  const still: FramePlanes = {
    y: Buffer.alloc(width * height),
    u: Buffer.alloc((width * height) / 4),
    v: Buffer.alloc((width * height) / 4),
  };
  const lumaOf = new Map<number, number[]>();
  const chromaOf = new Map<number, number[]>();
  const add = (map: Map<number, number[]>, pitch: number, offset: number) => {
    const list = map.get(pitch);
    if (list) list.push(offset);
    else map.set(pitch, [offset]);
  };
  for (let index = 0; index < width * height; index += 1) {
    still.y[index] = yuvOf(colourAt[index] ?? GAP)[0];
    const pitch = keyAt[index] ?? -1;
    if (pitch >= 0) add(lumaOf, pitch, index);
  }
  for (let row = 0; row < height / 2; row += 1) {
    for (let column = 0; column < width / 2; column += 1) {
      const pixels = [0, 1, width, width + 1].map((step) => row * 2 * width + column * 2 + step);
      const yuvs = pixels.map((pixel) => yuvOf(colourAt[pixel] ?? GAP));
      const offset = row * (width / 2) + column;
      still.u[offset] = Math.round(yuvs.reduce((sum, yuv) => sum + yuv[1], 0) / 4);
      still.v[offset] = Math.round(yuvs.reduce((sum, yuv) => sum + yuv[2], 0) / 4);
      const counts = new Map<number, number>();
      for (const pixel of pixels) {
        const pitch = keyAt[pixel] ?? -1;
        if (pitch >= 0) counts.set(pitch, (counts.get(pitch) ?? 0) + 1);
      }
      for (const [pitch, count] of counts) if (count >= 2) add(chromaOf, pitch, offset);
    }
  }
  const litKeys = new Map(
    [...lumaOf].map(([pitch, luma]) => {
      const [litY, litU, litV] = yuvOf(isBlackKey(pitch) ? LIT_BLACK : LIT_WHITE);
      return [
        pitch,
        {
          luma: Int32Array.from(luma),
          chroma: Int32Array.from(chromaOf.get(pitch) ?? []),
          y: litY,
          u: litU,
          v: litV,
        },
      ];
    }),
  );
  return { keys, keyboardTop, still, litKeys };
}

/**
 * Draws frames of a pianist's-eye film of a performance: keys light as they sound. The top camera
 * shows notes falling onto the keyboard; the left and right cameras look along it in perspective.
 * The still keyboard is drawn once; a frame is that picture with the sounding keys' pixels lit.
 */
export function createKeyboardFilm(notes: readonly SoundingNote[], camera: Camera) {
  const { width } = FRAME;
  const { low, high } = keyRange(notes);
  const { keys, keyboardTop, still, litKeys } = keyboardPicture(camera, low, high);
  const pixelsPerMs = 0.06;

  const [fallingY, fallingU, fallingV] = yuvOf(FALLING);

  return {
    /** Draws the frame at `timeMs` into one camera's rows of a frame's planes. */
    drawInto(timeMs: number, target: FramePlanes): void {
      still.y.copy(target.y);
      still.u.copy(target.u);
      still.v.copy(target.v);
      if (camera === 'top') {
        for (const note of notes) {
          const bottom = Math.min(
            keyboardTop,
            Math.round(keyboardTop - (note.onMs - timeMs) * pixelsPerMs),
          );
          const top = Math.max(0, Math.round(keyboardTop - (note.offMs - timeMs) * pixelsPerMs));
          const key = keys.get(note.pitch);
          if (!key || bottom <= top) continue;
          const x0 = Math.round(key.x0 * width) + 1;
          const x1 = Math.round(key.x1 * width) - 1;
          if (x1 <= x0) continue;
          for (let y = top; y < bottom; y += 1)
            target.y.fill(fallingY, y * width + x0, y * width + x1);
          const half = width / 2;
          for (let y = Math.ceil(top / 2); y < Math.floor(bottom / 2); y += 1) {
            target.u.fill(fallingU, y * half + Math.ceil(x0 / 2), y * half + Math.floor(x1 / 2));
            target.v.fill(fallingV, y * half + Math.ceil(x0 / 2), y * half + Math.floor(x1 / 2));
          }
        }
      }
      for (const note of notes) {
        if (note.onMs > timeMs || timeMs >= note.offMs) continue;
        const lit = litKeys.get(note.pitch);
        if (!lit) continue;
        for (const offset of lit.luma) target.y[offset] = lit.y;
        for (const offset of lit.chroma) {
          target.u[offset] = lit.u;
          target.v[offset] = lit.v;
        }
      }
    },
  };
}

/**
 * A frame of several cameras one above the other, in yuv420p: all cameras' luma rows, then all
 * their rows of each chroma plane, so each camera's rows of a plane lie together.
 */
export function stackedFramePlanes(frame: Buffer, count: number, index: number): FramePlanes {
  const luma = FRAME.width * FRAME.height;
  const chroma = luma / 4;
  return {
    y: frame.subarray(index * luma, (index + 1) * luma),
    u: frame.subarray(count * luma + index * chroma, count * luma + (index + 1) * chroma),
    v: frame.subarray(
      count * (luma + chroma) + index * chroma,
      count * (luma + chroma) + (index + 1) * chroma,
    ),
  };
}
