import {
  searchResultsSchema,
  searchTermsSchema,
  type SearchItem,
  type SearchResults,
  type SearchTerms,
  type SearchType,
} from '@cadenza/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type SearchParams = Record<string, string | number | string[]>;

/** The query string as a client sends it; arrays become repeated parameters. */
export function searchUrl(params: SearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : [value]) query.append(key, String(one));
  }
  return `/api/products/search?${query.toString()}`;
}

export function createSearchClient(app: () => FastifyInstance) {
  const get = (params: SearchParams, headers: Record<string, string> = {}) =>
    app().inject({ method: 'GET', url: searchUrl(params), headers });

  async function expectOk(response: LightMyRequestResponse): Promise<unknown> {
    if (response.statusCode !== 200)
      throw new Error(`search answered ${String(response.statusCode)}: ${response.body}`);
    return Promise.resolve(response.json());
  }

  return {
    get,
    parse: (response: LightMyRequestResponse): SearchResults =>
      searchResultsSchema.parse(response.json()),
    async results(params: SearchParams, headers?: Record<string, string>): Promise<SearchResults> {
      return searchResultsSchema.parse(await expectOk(await get(params, headers)));
    },
    async terms(params: SearchParams, headers?: Record<string, string>): Promise<SearchTerms> {
      return searchTermsSchema.parse(await expectOk(await get(params, headers)));
    },
  };
}

export function itemsOf(results: SearchResults, type: SearchType): SearchItem[] {
  return results.groups[type]?.items ?? [];
}

export function titlesOf(results: SearchResults, type: SearchType): string[] {
  return itemsOf(results, type).map((item) => item.title);
}

export function totalsOf(results: SearchResults): Partial<Record<SearchType, number>> {
  return Object.fromEntries(
    Object.entries(results.groups).map(([type, group]) => [type, group.total]),
  );
}
