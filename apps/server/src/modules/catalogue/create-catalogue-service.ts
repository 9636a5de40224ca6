import type { Database } from '../../db/client.js';
import { createCatalogueRepository } from './catalogue.repository.js';
import { createCatalogueService, type CatalogueService } from './catalogue.service.js';
import { createProductAssembler } from './product-assembler.js';

export function createCatalogueServiceFor(db: Database): CatalogueService {
  const repository = createCatalogueRepository(db);
  return createCatalogueService(repository, createProductAssembler(repository));
}
