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
import { toSearchResults } from './search-mapper.js';
import type { SearchRepository } from './search.repository.js';
import { searchCacheKey, type SearchCache } from './search-cache.js';
import type { SearchTermsRepository } from './search-terms.repository.js';
import {
  buildTextQueries,
  extractSearchWords,
  wordBeginningOf,
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
   * The text condition of `q`, and the document word it stands for when it is one; null text
   * means no condition, 'nothing' that none can match.
   */
  async function textOf(
    q: string | undefined,
    includeUnpublished: boolean,
  ): Promise<{ text: TextQueries; word: OneWord | null } | null | 'nothing'> {
    if (q === undefined) return null;
    const words = extractSearchWords(q);
    if (!words.length) return 'nothing';
    const resolved = await repository.resolveWords(words, includeUnpublished);
    const text = buildTextQueries(resolved.words);
    if (!text) return 'nothing';
    const one = wordBeginningOf(resolved.words);
    if (!one) return { text, word: null };
    const counted = resolved.counted?.word === one.beginning ? resolved.counted.counts : null;
    return { text, word: { ...one, counts: counted } };
  }

  /** The answer to a valid request, from the database. */
  async function answer(
    request: SearchRequest,
    includeUnpublished: boolean,
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
    if (text === 'nothing') return toSearchResults([], types);
    const size = request.size ?? SEARCH_DEFAULT_SIZE;
    // One word, in relevance order and unfiltered: its counts may spare visiting every match.
    const word = !term && !difficulty && !request.sort ? (text?.word ?? null) : null;
    const wordRows = word
      ? await findWordResults({ ...word, types, size, includeUnpublished })
      : null;
    const rows =
      wordRows ??
      (await repository.findResults({
        text: text?.text ?? null,
        types,
        term,
        difficulty,
        includeUnpublished,
        sort: sortOf(request.sort),
        size,
      }));
    return toSearchResults(rows, types);
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
