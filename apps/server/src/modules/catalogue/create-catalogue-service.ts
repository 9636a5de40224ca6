import type { Database } from '../../db/client.js';
import { createCatalogueCache } from './catalogue-cache.js';
import { createCatalogueRepository } from './catalogue.repository.js';
import { createCatalogueService, type CatalogueService } from './catalogue.service.js';
import { createProductAssembler } from './product-assembler.js';

/** The catalogue service on a database, with an answer cache of `cacheItems` answers (0: none). */
export function createCatalogueServiceFor(db: Database, cacheItems = 0): CatalogueService {
  const repository = createCatalogueRepository(db);
  return createCatalogueService(
    repository,
    createProductAssembler(repository),
    createCatalogueCache(cacheItems),
  );
}
