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
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { UNEXPECTED_RESPONSE_MESSAGE, ApiRequestError } from '../../../lib/api-client';
import { isSearchableQuery, normalizeSearchQuery } from '../search-query';
import { RESULTS_PAGE_SIZE } from '../result-pages';
import type { ResultGroup, SearchView } from '../search-types';

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

function viewOf(response: SearchResponse): SearchView {
  if (response.kind !== 'results') {
    throw new ApiRequestError({ status: 200, message: UNEXPECTED_RESPONSE_MESSAGE });
  }
  const groups = searchTypes.flatMap((type): ResultGroup[] => {
    const group = response.groups[type];
    return group ? [{ type, items: group.items, total: group.total }] : [];
  });
  return { groups, suggestion: response.suggestion ?? null };
}

/** Spec §5: a query of 2 characters or fewer gives an empty result without asking. */
const noResults: SearchView = { groups: [], suggestion: null };

/** `from` of a page of results; the first page sends none. */
const fromOf = (page: number) => (page > 1 ? { from: (page - 1) * RESULTS_PAGE_SIZE } : {});

export const searchQueries = {
  /** The overview: 5 items of each type. */
  overview: (query: string, difficulty: string | undefined) => {
    const q = normalizeSearchQuery(query);
    return queryOptions({
      queryKey: ['search', 'overview', q, difficulty ?? null],
      queryFn: async ({ signal }) =>
        isSearchableQuery(q)
          ? viewOf(
              await fetchSearch(
                { q, size: SEARCH_OVERVIEW_SIZE, groupBy: '_type' },
                difficulty,
                signal,
              ),
            )
          : noResults,
    });
  },

  /** One page of the results of one type, in relevance order or sorted by a column. */
  byType: (options: {
    type: SearchType;
    query: string;
    difficulty: string | undefined;
    page: number;
    /** `{column}:{asc|desc}`, sorted by the server so every page is in that order. */
    sortParam: string | undefined;
  }) => {
    const { type, difficulty, page, sortParam } = options;
    const q = normalizeSearchQuery(options.query);
    return queryOptions({
      queryKey: ['search', 'type', type, q, difficulty ?? null, page, sortParam ?? null],
      queryFn: async ({ signal }) =>
        isSearchableQuery(q)
          ? viewOf(
              await fetchSearch(
                {
                  q,
                  filter: `_type:${type}`,
                  size: RESULTS_PAGE_SIZE,
                  ...fromOf(page),
                  ...(sortParam ? { sort: sortParam } : {}),
                },
                difficulty,
                signal,
              ),
            )
          : noResults,
      // The page shown stays while the next one loads (no flash of the loading state).
      placeholderData: keepPreviousData,
    });
  },

  /**
   * Products with a name in a category: the first page of each type, or a page of one type
   * (in relevance order or sorted by a column).
   */
  browseTerm: (options: {
    category: BrowseField;
    term: string;
    type: SearchType | null;
    difficulty: string | undefined;
    page: number;
    sortParam: string | undefined;
  }) => {
    const { category, term, type, difficulty, page, sortParam } = options;
    const byTerm = `${category}:${term}`;
    const query: SearchRequest = {
      filter: type ? [byTerm, `_type:${type}`] : byTerm,
      size: RESULTS_PAGE_SIZE,
      ...(type ? fromOf(page) : {}),
      ...(type && sortParam ? { sort: sortParam } : {}),
      groupBy: '_type',
    };
    return queryOptions({
      queryKey: ['browse', category, term, type, difficulty ?? null, page, sortParam ?? null],
      queryFn: async ({ signal }) => viewOf(await fetchSearch(query, difficulty, signal)),
      placeholderData: keepPreviousData,
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
