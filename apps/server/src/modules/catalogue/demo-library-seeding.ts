import { DEMO_LIBRARY_SAMPLE } from '@cadenza/music/demo';
import { createScoreLibrary } from '@cadenza/music/scores';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { seedDemoLibrary, type SeedOptions, type SeedResult } from './seed-demo-library.js';

/** Seeds the demo library from the real score library (CLI `seed`). */
export function seedDemoLibraryFromScores(
  db: Database,
  options: SeedOptions = {},
): Promise<SeedResult> {
  return seedDemoLibrary(db, createScoreLibrary(), options);
}

/**
 * Start-up: a new installation gets the demo library before the server listens, so the first
 * visitor sees a living catalogue (the whole library, or its sample: SEED_DEMO_LIBRARY). Does
 * nothing once seeded or when anything was imported.
 */
export async function seedCatalogueOnFirstStart(
  db: Database,
  logger: FastifyBaseLogger,
  library: 'full' | 'sample' = 'full',
): Promise<void> {
  const result = await seedDemoLibraryFromScores(db, {
    onlyIfEmpty: true,
    ...(library === 'sample' ? { sample: DEMO_LIBRARY_SAMPLE } : {}),
  });
  if (result.status === 'seeded') {
    logger.info(
      { products: result.productCount, milliseconds: result.milliseconds },
      'demo library seeded',
    );
  }
}
