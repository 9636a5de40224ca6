/** Spec §9: the PDF canvas is 896 px wide by default; a release within 10 px of the maximum resets it. */
export const PDF_DEFAULT_WIDTH = 896;
export const PDF_RESET_TOLERANCE = 10;
export const PDF_MIN_WIDTH = 320;
/** How far one arrow key moves a marker (the page, kept centred, changes by twice this). */
export const PDF_KEY_STEP = 8;

/** Spec §9: 896 at windows of 1024 px or more; 128 less than the window from 600 px; 32 less below. */
export function maxPdfWidth(windowWidth: number): number {
  if (windowWidth >= 1024) return PDF_DEFAULT_WIDTH;
  if (windowWidth >= 600) return windowWidth - 128;
  return Math.max(PDF_MIN_WIDTH / 2, windowWidth - 32);
}

/**
 * The widest the page may be drawn: the spec's maximum for the window, but never wider than the
 * room its column leaves (a page drawn wider than it is shown would be squeezed by the browser).
 */
export function fittedMaxPdfWidth(windowWidth: number, room: number | undefined): number {
  const max = maxPdfWidth(windowWidth);
  return room === undefined ? max : Math.max(1, Math.min(max, Math.floor(room)));
}

/** The narrowest the page may be made: the minimum, or the maximum when that is less. */
export function minPdfWidth(max: number): number {
  return Math.min(PDF_MIN_WIDTH, max);
}

/** The width to draw: the reader's preferred one if it fits, else the widest allowed. */
export function pdfWidth(preferred: number | null, max: number): number {
  return preferred === null ? max : Math.min(max, Math.max(minPdfWidth(max), preferred));
}

/**
 * Width while a marker is dragged: the page stays centred, so moving the right marker right (or
 * the left marker left) by d widens it by 2d.
 */
export function draggedWidth(options: {
  startWidth: number;
  deltaX: number;
  side: 'left' | 'right';
  max: number;
}): number {
  const change = 2 * (options.side === 'right' ? options.deltaX : -options.deltaX);
  return Math.round(
    Math.min(options.max, Math.max(minPdfWidth(options.max), options.startWidth + change)),
  );
}

/**
 * The width a key sets from a focused marker, or undefined for other keys: the left and right
 * arrows move the marker that way (as a drag would), up and Page Up widen, down and Page Down
 * narrow (Page keys four steps), Home makes the page narrowest and End widest.
 */
export function keyedWidth(options: {
  key: string;
  width: number;
  side: 'left' | 'right';
  max: number;
}): number | undefined {
  const { key, width, side, max } = options;
  const toward = (direction: 1 | -1) => (side === 'right' ? direction : -direction);
  const moves: Record<string, number> = {
    ArrowRight: toward(1),
    ArrowLeft: toward(-1),
    ArrowUp: 1,
    ArrowDown: -1,
    PageUp: 4,
    PageDown: -4,
  };
  if (key === 'Home') return minPdfWidth(max);
  if (key === 'End') return max;
  const steps = moves[key];
  if (steps === undefined) return undefined;
  return draggedWidth({ startWidth: width, deltaX: steps * PDF_KEY_STEP, side: 'right', max });
}

/** What to save on release: null (the default) when within the tolerance of the maximum. */
export function settledWidth(width: number, max: number): number | null {
  return max - width <= PDF_RESET_TOLERANCE ? null : width;
}
