import { useEffect, useState } from 'react';

/**
 * False until the page has drawn and the browser is idle, then true: for code a page can do
 * without on its first view (a menu's library), so that its download does not compete with what
 * the first view needs. Browsers without idle callbacks (Safari) wait a moment instead.
 */
export function useAfterFirstPaint(): boolean {
  const [hasPainted, setPainted] = useState(false);
  useEffect(() => {
    const painted = () => {
      setPainted(true);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(painted, { timeout: 1000 });
      return () => {
        window.cancelIdleCallback(id);
      };
    }
    const id = window.setTimeout(painted, 100);
    return () => {
      window.clearTimeout(id);
    };
  }, []);
  return hasPainted;
}
