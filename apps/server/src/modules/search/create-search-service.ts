import type { Database } from '../../db/client.js';
import { createSearchRepository } from './search.repository.js';
import { createSearchService, type SearchService } from './search.service.js';
import { createSearchCache } from './search-cache.js';
import { createSearchTermsRepository } from './search-terms.repository.js';
import { createWordCountsRepository } from './word-counts.repository.js';
import { createWordResults } from './word-results.js';
import { createWordResultsRepository } from './word-results.repository.js';

/** The search service on a database, with an answer cache of `cacheItems` result items (0: none). */
export function createSearchServiceFor(db: Database, cacheItems: number): SearchService {
  return createSearchService(
    createSearchRepository(db),
    createSearchTermsRepository(db),
    createWordResults(createWordResultsRepository(db), createWordCountsRepository(db)),
    createSearchCache(cacheItems),
  );
}
