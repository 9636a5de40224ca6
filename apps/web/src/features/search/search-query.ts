import { normalizeSearchQuery, SEARCH_MIN_QUERY_LENGTH } from '@cadenza/domain';

export { normalizeSearchQuery };

/** Spec §9: the search field waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 200;

/** Spec §5: shorter queries (after trimming and collapsing spaces) never reach the server. */
export function isSearchableQuery(query: string): boolean {
  return normalizeSearchQuery(query).length >= SEARCH_MIN_QUERY_LENGTH;
}
