import type { LoadedScore, ScoreLibrary } from '@cadenza/music/scores';
import type { Database } from '../../db/client.js';
import { createCatalogueRepository } from './catalogue.repository.js';

export type ScoreLoader = (ref: string) => Promise<LoadedScore | undefined>;

/**
 * The one way to get a piece's score from its `score_ref`: library refs ('gen:…', 'lib:…') are
 * generated on demand, imported ones ('import:<sha256>') are read from the database.
 */
export function createScoreLoader(db: Database, library: ScoreLibrary): ScoreLoader {
  const repository = createCatalogueRepository(db);
  return async (ref) => {
    if (ref.startsWith('import:')) return repository.findImportedScore(ref.slice('import:'.length));
    if (ref.startsWith('gen:') || ref.startsWith('lib:')) return library.load(ref);
    return undefined;
  };
}
