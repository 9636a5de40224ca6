/** The height the score viewer lays its pages out to: the window's, less the page's chrome. */
export function scoreViewerHeight(): number {
  return typeof window === 'undefined' ? 900 : Math.max(600, window.innerHeight - 220);
}
