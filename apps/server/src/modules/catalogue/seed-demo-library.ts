import {
  buildDemoLibrary,
  DEMO_LIBRARY_VERSION,
  type DemoLibraryOptions,
} from '@cadenza/music/demo';
import type { ScoreLibrary } from '@cadenza/music/scores';
import type { Database } from '../../db/client.js';
import { withCatalogueLock } from './catalogue-write.repository.js';

export interface SeedOptions extends DemoLibraryOptions {
  /** Wipe the whole catalogue (demo and imported) first. */
  force?: boolean;
  /**
   * Start-up seeding: only into an empty catalogue, so a deployment that imported its own
   * library never gets the demo one mixed in.
   */
  onlyIfEmpty?: boolean;
}

export type SeedResult =
  | { status: 'seeded'; productCount: number; milliseconds: number }
  | { status: 'skipped'; reason: 'already seeded' | 'catalogue not empty' };

/**
 * Seeds the demo library in one transaction under the catalogue lock: a second process
 * waits, then finds the seed state and does nothing.
 */
export async function seedDemoLibrary(
  db: Database,
  library: ScoreLibrary,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const startedAt = performance.now();
  return withCatalogueLock(db, async (locked) => {
    if (options.force) await locked.wipeCatalogue();
    if (await locked.findSeedState()) return { status: 'skipped', reason: 'already seeded' };
    if (options.onlyIfEmpty && (await locked.countProducts()) > 0) {
      return { status: 'skipped', reason: 'catalogue not empty' };
    }
    const draft = buildDemoLibrary(library, options.sample ? { sample: options.sample } : {});
    await locked.insertDraft(draft);
    await locked.saveSeedState({
      version: DEMO_LIBRARY_VERSION,
      productCount: draft.products.length,
    });
    return {
      status: 'seeded',
      productCount: draft.products.length,
      milliseconds: Math.round(performance.now() - startedAt),
    };
  });
}
