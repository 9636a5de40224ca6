import { productMediaPaths } from '@cadenza/domain';
import { mediaUrl } from '../../lib/media-url';
import { scoreViewerHeight } from './components/score-viewer-size';

/** A piece page's path, as the router and the server's page preloads match it. */
const PIECE_PAGE = /^\/pieces\/([A-Za-z0-9-]{1,64})$/;

/**
 * The piece page's score frame, as its stylesheets lay it out (kept in step by
 * e2e/tests/score-first-page.spec.ts): the page's main column takes the window's width up to
 * `--wide-content-max-width`, less its padding (`--space-4` each side), and the player's frame
 * its padding (`--space-3` each side).
 */
const WIDE_CONTENT_MAX_WIDTH = 1600;
const FRAME_INSET = 2 * 16 + 2 * 12;

/** The width a classic scrollbar takes from the page (0 where scrollbars overlay it). */
function scrollbarWidth(): number {
  const probe = document.createElement('div');
  probe.style.cssText =
    'position:absolute;top:-200px;width:100px;height:100px;overflow:scroll;visibility:hidden';
  document.documentElement.append(probe);
  const width = probe.offsetWidth - probe.clientWidth;
  probe.remove();
  return width;
}

/** The score frame's content width on a piece page for a window of this width. */
export function pieceScoreFrameWidth(viewportWidth: number, scrollbar: number): number {
  return Math.floor(Math.min(viewportWidth - scrollbar, WIDE_CONTENT_MAX_WIDTH) - FRAME_INSET);
}

/**
 * Asks for a piece page's first score page as the page's HTML arrives, while the app's code is
 * still downloading: a preload the player's own request (`scoreFirstPageQuery`) then takes over.
 * App pages are always taller than the window (the footer starts below the fold), so the frame
 * is measured beside a scrollbar wherever scrollbars take room.
 */
export function hintFirstScorePage(): void {
  const piece = PIECE_PAGE.exec(window.location.pathname);
  if (!piece?.[1]) return;
  const size = {
    width: pieceScoreFrameWidth(window.innerWidth, scrollbarWidth()),
    height: scoreViewerHeight(),
  };
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'use-credentials';
  link.href = mediaUrl(productMediaPaths.scoreFirstPage(piece[1], size));
  document.head.append(link);
}
