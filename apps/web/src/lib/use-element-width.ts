import { useEffect, useState, type RefObject } from 'react';

/** Spec §9: resizes are debounced 200 ms. */
export const RESIZE_DEBOUNCE_MS = 200;

/**
 * The element's content width (inside its padding: the width its children get), updated
 * (debounced) as it resizes.
 */
export function useElementWidth(element: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isFirst = true;
    // The observer reports the size at once when observing starts, then on every change (debounced).
    const observer = new ResizeObserver((entries) => {
      clearTimeout(timer);
      const contentWidth = entries.at(-1)?.contentRect.width ?? target.clientWidth;
      const measure = () => {
        setWidth(Math.floor(contentWidth));
      };
      if (isFirst) measure();
      else timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
      isFirst = false;
    });
    observer.observe(target);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [element]);
  return width;
}
