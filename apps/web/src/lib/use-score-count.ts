import { useEffect, useState } from 'react';

/**
 * The live catalogue's count of scores ('3,700+'); null until known, and when it cannot be
 * had (the page then names no number). For pages outside the data layer (about, notices):
 * the API client and its schemas load as their own chunk, after the first paint.
 */
export function useScoreCount(): string | null {
  const [count, setCount] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void import('./catalogue-overview-api')
      .then(({ loadScoreCount }) => loadScoreCount(controller.signal))
      .then((loaded) => {
        if (!controller.signal.aborted) setCount(loaded);
      })
      .catch(() => {
        // Unreachable or refused: no number is named.
      });
    return () => {
      controller.abort();
    };
  }, []);
  return count;
}
