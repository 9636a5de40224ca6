import {
  parseDifficultyFilter,
  parseSearchFilters,
  SEARCH_DEFAULT_SIZE,
  searchMessages,
  searchTypes,
  type SearchRequest,
  type SearchResponse,
  type SearchSortColumn,
  type SortDirection,
} from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import { canSeeUnpublished, type Viewer } from '../../http/viewer.js';
import { coalescedRead } from '../../lib/coalesced-read.js';
import { isEmptyResults, toSearchResults } from './search-mapper.js';
import { suggestQuery } from './search-suggestion.js';
import type { ResultsPage, ResultsQuery, SearchRepository } from './search.repository.js';
import { searchCacheKey, type SearchCache } from './search-cache.js';
import type { SearchTermsRepository } from './search-terms.repository.js';
import {
  buildTextQueries,
  extractSearchWords,
  wordBeginningOf,
  type ResolvedWord,
  type TextQueries,
} from './search-words.js';
import type { OneWord, WordResults } from './word-results.js';

function badRequest(field: string, message: string): AppError {
  return new AppError('badRequest', message, [{ field, message }]);
}

function sortOf(sort: string | undefined) {
  if (!sort) return null;
  const [column, direction] = sort.split(':') as [SearchSortColumn, SortDirection];
  return { column, direction };
}

export function createSearchService(
  repository: SearchRepository,
  termsRepository: SearchTermsRepository,
  findWordResults: WordResults,
  cache: SearchCache,
) {
  /** The catalogue's search version, one query for the requests that ask at once. */
  const catalogueVersion = coalescedRead(() => repository.catalogueVersion());

  /**
   * The text condition of `q` (null: none can match), the document word it stands for when it
   * is one, and its words as the database resolved them; null when there is no `q`.
   */
  async function textOf(
    q: string | undefined,
    includeUnpublished: boolean,
  ): Promise<{ text: TextQueries | null; word: OneWord | null; words: ResolvedWord[] } | null> {
    if (q === undefined) return null;
    const words = extractSearchWords(q);
    if (!words.length) return { text: null, word: null, words: [] };
    const resolved = await repository.resolveWords(words, includeUnpublished);
    const text = buildTextQueries(resolved.words);
    const one = text ? wordBeginningOf(resolved.words) : null;
    if (!one) return { text, word: null, words: resolved.words };
    const counted = resolved.counted?.word === one.beginning ? resolved.counted.counts : null;
    const beginningWords = resolved.words[0]?.beginningWords ?? null;
    return {
      text,
      word: { ...one, words: beginningWords, counts: counted },
      words: resolved.words,
    };
  }

  /** A page of results: from the word's counts and postings when it may, else in one pass. */
  async function findPage(query: ResultsQuery & { word: OneWord | null }): Promise<ResultsPage> {
    const { word, ...rest } = query;
    const planned = word ? await findWordResults({ ...word, ...rest }) : null;
    return planned ?? (await repository.findResults(rest));
  }

  /**
   * "Did you mean": for a query that found nothing, a query of catalogue words close to it
   * that finds something with the same filters (checked with one more search); else none.
   */
  async function suggestionFor(
    request: SearchRequest,
    words: readonly ResolvedWord[],
    includeUnpublished: boolean,
  ): Promise<string | null> {
    const suggested = suggestQuery(words);
    if (!suggested) return null;
    const check = await answer(
      { ...request, q: suggested, size: 1, from: 0 },
      includeUnpublished,
      false,
    );
    return check.kind === 'results' && !isEmptyResults(check) ? suggested : null;
  }

  /** The answer to a valid request, from the database; with a suggestion when it may offer one. */
  async function answer(
    request: SearchRequest,
    includeUnpublished: boolean,
    maySuggest = true,
  ): Promise<SearchResponse> {
    const difficulty = parseDifficultyFilter(request.difficulty);
    const parsed = parseSearchFilters(request.filter);
    if (!parsed.ok) throw badRequest('filter', parsed.message);
    if (request.terms) {
      if (request.q !== undefined || request.filter !== undefined || request.sort)
        throw badRequest('terms', searchMessages.termsWithOtherParameters);
      const terms = await termsRepository.listTerms({
        field: request.terms,
        difficulty,
        includeUnpublished,
      });
      return { kind: 'terms', field: request.terms, terms };
    }
    const { type, term } = parsed.filters;
    const types = type ? [type] : [...searchTypes];
    const text = await textOf(request.q, includeUnpublished);
    const found = toSearchResults(
      text?.text === null
        ? { rows: [], totals: {} }
        : await findPage({
            text: text?.text ?? null,
            // One word, in relevance order and unfiltered: its counts may spare visiting every match.
            word: !term && !difficulty && !request.sort ? (text?.word ?? null) : null,
            types,
            term,
            difficulty,
            includeUnpublished,
            sort: sortOf(request.sort),
            size: request.size ?? SEARCH_DEFAULT_SIZE,
            from: request.from ?? 0,
          }),
      types,
    );
    if (!maySuggest || !text || !isEmptyResults(found)) return found;
    const suggestion = await suggestionFor(request, text.words, includeUnpublished);
    return suggestion ? { ...found, suggestion } : found;
  }

  return {
    /**
     * GET /products/search in its four forms (see searchRequestSchema). The answer comes from
     * the cache when the catalogue's search version is still the one it was computed at.
     */
    async search(request: SearchRequest, viewer: Viewer | null): Promise<SearchResponse> {
      const includeUnpublished = canSeeUnpublished(viewer);
      if (!cache.keeps) return answer(request, includeUnpublished);
      const key = searchCacheKey(request, includeUnpublished);
      const version = await catalogueVersion();
      const cached = cache.get(key, version);
      if (cached) return cached;
      const response = await answer(request, includeUnpublished);
      cache.set(key, version, response);
      return response;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
