import type { Database } from '../../db/client.js';
import { createSearchRepository } from './search.repository.js';
import { createSearchService, type SearchService } from './search.service.js';
import { createSearchTermsRepository } from './search-terms.repository.js';

export function createSearchServiceFor(db: Database): SearchService {
  return createSearchService(createSearchRepository(db), createSearchTermsRepository(db));
}
