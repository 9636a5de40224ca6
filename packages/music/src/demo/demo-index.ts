import type { ProductDraft } from '../catalogue-draft/catalogue-draft.js';
import type { ScoreEntry } from '../scores/score-library.types.js';
import type { CollectionPlan, VolumePlan } from './demo-plan.js';

/** What the seeder built, by kind, so the home carousels can pick from it. */
export interface DemoIndex {
  collections: { product: ProductDraft; plan: CollectionPlan }[];
  volumes: { product: ProductDraft; plan: VolumePlan; collectionKey: string }[];
  pieces: { product: ProductDraft; entry: ScoreEntry }[];
  performances: { product: ProductDraft; entry: ScoreEntry }[];
  videos: ProductDraft[];
  composerReadings: ProductDraft[];
}

export function createDemoIndex(): DemoIndex {
  return {
    collections: [],
    volumes: [],
    pieces: [],
    performances: [],
    videos: [],
    composerReadings: [],
  };
}
