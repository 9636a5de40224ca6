import { searchTypes } from './search-types.js';

/** Server messages of the search API (the `message` of the error body). */
export const searchMessages = {
  queryTooLong: (max: number) => `q must be at most ${max} characters`,
  sizeTooLarge: (max: number) => `size must be at most ${max}`,
  fromTooLarge: (max: number) => `from must be at most ${max}`,
  unknownFilterField: (field: string) => `unknown filter field: ${field}`,
  filterWithoutTerm: (field: string) => `filter ${field} needs a term after the colon`,
  repeatedFilter: (field: string) => `filter ${field} is given more than once`,
  oneBrowseFilter: 'only one browse filter ({field}:{term}) may be given',
  unknownType: (type: string) => `unknown search type: ${type} (one of ${searchTypes.join(', ')})`,
  controlCharacters: 'filter must not contain control characters',
  termsWithOtherParameters: 'terms cannot be combined with q, filter or sort',
  invalidSort:
    'sort must be {column}:{direction} with column title, composer, volumeTitle or featuredArtist and direction asc or desc',
} as const;

/** Messages the web client shows for search (spec §8), quoted exactly. */
export const searchClientMessages = {
  noResultsFor: (query: string) => `No results found for "${query}"`,
  noResults: 'No results found.',
  showing: (shown: number, total: number, query: string, title: string) =>
    `Showing ${shown} of ${total} results for ${query} in ${title}`,
  resultsFor: (query: string, type: string) => `Search results for ${query} in ${type}`,
  browseBy: (category: string, term: string) => `Browse by ${category}: ${term}`,
  seeAll: 'See all >',
} as const;
