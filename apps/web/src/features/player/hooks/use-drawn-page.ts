import { useCallback, useRef, useState } from 'react';

/**
 * What a ScoreView's followers need: the element its pages are drawn in, and a version that
 * changes whenever a new page's SVG is in it (`markDrawn`, the view's `onRendered`), so the
 * highlights look for their notes again.
 */
export function useDrawnPage() {
  const container = useRef<HTMLDivElement>(null);
  const [pageVersion, setPageVersion] = useState(0);
  const markDrawn = useCallback(() => {
    setPageVersion((version) => version + 1);
  }, []);
  return { container, pageVersion, markDrawn };
}
