/** Spec §9: the PDF canvas is 896 px wide by default; a release within 10 px of the maximum resets it. */
export const PDF_DEFAULT_WIDTH = 896;
export const PDF_RESET_TOLERANCE = 10;
export const PDF_MIN_WIDTH = 320;

/** Spec §9: 896 at windows of 1024 px or more; 128 less than the window from 600 px; 32 less below. */
export function maxPdfWidth(windowWidth: number): number {
  if (windowWidth >= 1024) return PDF_DEFAULT_WIDTH;
  if (windowWidth >= 600) return windowWidth - 128;
  return Math.max(PDF_MIN_WIDTH / 2, windowWidth - 32);
}

/** The width to draw: the reader's preferred one if it fits, else the widest allowed. */
export function pdfWidth(preferred: number | null, windowWidth: number): number {
  const max = maxPdfWidth(windowWidth);
  return preferred === null
    ? max
    : Math.min(max, Math.max(Math.min(PDF_MIN_WIDTH, max), preferred));
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
    Math.min(
      options.max,
      Math.max(Math.min(PDF_MIN_WIDTH, options.max), options.startWidth + change),
    ),
  );
}

/** What to save on release: null (the default) when within the tolerance of the maximum. */
export function settledWidth(width: number, max: number): number | null {
  return max - width <= PDF_RESET_TOLERANCE ? null : width;
}
