import {
  SEARCH_OVERVIEW_SIZE,
  SEARCH_SIZE_MAX,
  searchEndpoint,
  searchTypes,
  type BrowseField,
  type SearchRequest,
  type SearchResponse,
  type SearchType,
} from '@cadenza/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { UNEXPECTED_RESPONSE_MESSAGE, ApiRequestError } from '../../../lib/api-client';
import { isSearchableQuery, normalizeSearchQuery } from '../search-query';
import type { ResultGroup } from '../search-types';

/** The query in the order it is sent; the difficulty, if any, goes last. */
async function fetchSearch(
  query: SearchRequest,
  difficulty: string | undefined,
  signal: AbortSignal,
): Promise<SearchResponse> {
  return callApi(searchEndpoint, {
    query: { ...query, ...(difficulty ? { difficulty } : {}) },
    signal,
  });
}

function groupsOf(response: SearchResponse): ResultGroup[] {
  if (response.kind !== 'results') {
    throw new ApiRequestError({ status: 200, message: UNEXPECTED_RESPONSE_MESSAGE });
  }
  return searchTypes.flatMap((type) => {
    const group = response.groups[type];
    return group ? [{ type, items: group.items, total: group.total }] : [];
  });
}

/** Spec §5: a query of 2 characters or fewer gives an empty result without asking. */
const noResults: ResultGroup[] = [];

export const searchQueries = {
  /** The overview: 5 items of each type. */
  overview: (query: string, difficulty: string | undefined) => {
    const q = normalizeSearchQuery(query);
    return queryOptions({
      queryKey: ['search', 'overview', q, difficulty ?? null],
      queryFn: async ({ signal }) =>
        isSearchableQuery(q)
          ? groupsOf(
              await fetchSearch(
                { q, size: SEARCH_OVERVIEW_SIZE, groupBy: '_type' },
                difficulty,
                signal,
              ),
            )
          : noResults,
    });
  },

  /** Every result of one type. */
  byType: (type: SearchType, query: string, difficulty: string | undefined) => {
    const q = normalizeSearchQuery(query);
    return queryOptions({
      queryKey: ['search', 'type', type, q, difficulty ?? null],
      queryFn: async ({ signal }) =>
        isSearchableQuery(q)
          ? groupsOf(
              await fetchSearch(
                { q, filter: `_type:${type}`, size: SEARCH_SIZE_MAX },
                difficulty,
                signal,
              ),
            )
          : noResults,
    });
  },

  /** Every product with a name in a category, grouped by type (or of one type). */
  browseTerm: (options: {
    category: BrowseField;
    term: string;
    type: SearchType | null;
    difficulty: string | undefined;
  }) => {
    const { category, term, type, difficulty } = options;
    const byTerm = `${category}:${term}`;
    const query: SearchRequest = {
      filter: type ? [byTerm, `_type:${type}`] : byTerm,
      size: SEARCH_SIZE_MAX,
      groupBy: '_type',
    };
    return queryOptions({
      queryKey: ['browse', category, term, type, difficulty ?? null],
      queryFn: async ({ signal }) => groupsOf(await fetchSearch(query, difficulty, signal)),
    });
  },

  /** The names in a category with how many products each has. */
  terms: (category: BrowseField, difficulty: string | undefined) =>
    queryOptions({
      queryKey: ['browse', category, 'terms', difficulty ?? null],
      queryFn: async ({ signal }) => {
        const response = await fetchSearch(
          { terms: category, size: SEARCH_SIZE_MAX },
          difficulty,
          signal,
        );
        if (response.kind !== 'terms') {
          throw new ApiRequestError({ status: 200, message: UNEXPECTED_RESPONSE_MESSAGE });
        }
        return response.terms;
      },
    }),
};
