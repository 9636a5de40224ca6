import { z } from 'zod';
import type { CatalogueCounts } from '../rules/catalogue-counts.js';
import { productSummarySchema } from './product.js';

const countSchema = z.number().int().nonnegative();

/**
 * GET /catalogue/overview: what the catalogue holds, for the pages that describe it (landing,
 * about, notices, offers), so that they claim only what is there.
 */
export const catalogueOverviewSchema = z.object({
  /** Published products: pieces with a score, volumes, performances, videos (with explore films), readings. */
  counts: z.object({
    scores: countSchema,
    volumes: countSchema,
    performances: countSchema,
    videos: countSchema,
    readings: countSchema,
  }) satisfies z.ZodType<CatalogueCounts>,
  /**
   * A real piece to show as a sample (the landing's hero): the first piece of the home rows,
   * else the first by title; null when there is none.
   */
  samplePiece: productSummarySchema.nullable(),
});
export type CatalogueOverview = z.infer<typeof catalogueOverviewSchema>;
