import { useEffect, useState } from 'react';
import { useDebouncedCallback } from '../../lib/use-debounced-callback';
import { CAROUSEL_RESIZE_DEBOUNCE_MS } from './carousel-layout';

/** The window's width, updated 200 ms after resizing stops (spec §9). */
export function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  const update = useDebouncedCallback(() => {
    setWidth(window.innerWidth);
  }, CAROUSEL_RESIZE_DEBOUNCE_MS);
  useEffect(() => {
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('resize', update);
    };
  }, [update]);
  return width;
}
