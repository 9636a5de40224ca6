/**
 * How the score viewer engraves a page, shared by the browser's Verovio worker and the server's
 * pre-rendered first page: the same options at the same viewer size give the same page, so the
 * one can replace the other without a jump.
 */

/** Engraving size: Verovio's scale in per cent; the page width follows the viewer's width. */
export const SCORE_SCALE = 40;

/** Verovio's options for a viewer `width` × `height` CSS pixels (set after resetting them). */
export function scorePageOptions(width: number, height: number) {
  return {
    scale: SCORE_SCALE,
    pageWidth: Math.max(600, Math.round((width * 100) / SCORE_SCALE)),
    pageHeight: Math.max(800, Math.round((height * 100) / SCORE_SCALE)),
    adjustPageHeight: true,
    breaks: 'auto',
    svgViewBox: true,
    svgRemoveXlink: true,
    footer: 'none',
    pageMarginLeft: 40,
    pageMarginRight: 40,
    pageMarginTop: 40,
    pageMarginBottom: 40,
  };
}

/** The viewer sizes a pre-rendered page may be asked for (CSS pixels). */
export const SCORE_VIEWER_LIMITS = {
  width: { min: 200, max: 4000 },
  height: { min: 300, max: 4000 },
} as const;
