import { DIFFICULTY_PARAM } from '@cadenza/domain/rules';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  formatDifficultyParam,
  parseDifficultyParam,
  type TickedDifficultyBands,
} from '../difficulty-filter-state';

/** The difficulty filter of the URL, and a setter that rewrites only that parameter. */
export function useDifficultyFilter(): [
  TickedDifficultyBands,
  (filter: TickedDifficultyBands) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseDifficultyParam(searchParams.get(DIFFICULTY_PARAM));
  const setFilter = useCallback(
    (next: TickedDifficultyBands) => {
      setSearchParams(
        (params) => {
          const value = formatDifficultyParam(next);
          if (value === null) params.delete(DIFFICULTY_PARAM);
          else params.set(DIFFICULTY_PARAM, value);
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  return [filter, setFilter];
}
