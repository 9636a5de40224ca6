import { difficultyApiParam } from '../difficulty-filter-state';
import { useDifficultyFilter } from './use-difficulty-filter';

/** The URL's difficulty filter, with the search API's parameter for it. */
export function useDifficultySearch() {
  const [filter, setFilter] = useDifficultyFilter();
  return { filter, setFilter, apiParam: difficultyApiParam(filter) };
}
