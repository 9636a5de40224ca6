import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** Spec §9: resizes are debounced 200 ms. */
export const RESIZE_DEBOUNCE_MS = 200;

/**
 * The element's content width (inside its padding: the width its children get), updated
 * (debounced) as it resizes. Observed from layout, and the first width rendered at once, before
 * the browser paints: an element mounted again (a loading frame handing over to the player)
 * draws at its width without a frame of nothing.
 */
export function useElementWidth(element: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isFirst = true;
    let isObserving = false;
    // The observer reports the size when observing starts, then on every change (debounced). The
    // first report is rendered before the paint: at once if it comes while this layout effect
    // runs (React renders a layout effect's updates before the paint), else synchronously.
    const observer = new ResizeObserver((entries) => {
      clearTimeout(timer);
      const contentWidth = entries.at(-1)?.contentRect.width ?? target.clientWidth;
      const measure = () => {
        setWidth(Math.floor(contentWidth));
      };
      if (isFirst && isObserving) measure();
      else if (isFirst) flushSync(measure);
      else timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
      isFirst = false;
    });
    isObserving = true;
    observer.observe(target);
    isObserving = false;
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [element]);
  return width;
}
