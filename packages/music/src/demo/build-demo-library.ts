import type { CatalogueDraft } from '../catalogue-draft/catalogue-draft.js';
import { CatalogueDraftBuilder } from '../catalogue-draft/catalogue-draft.js';
import { escapeXml } from '../scores/musicxml/xml.js';
import type { ScoreLibrary } from '../scores/score-library.types.js';
import { addDemoCarousels } from './demo-carousels.js';
import { createDemoIndex } from './demo-index.js';
import { DEMO_COPYRIGHT } from './demo-pieces.js';
import { planDemoLibrary, type DemoSample } from './demo-plan.js';
import { collectionGuidePages } from './demo-readings.js';
import { canHaveStems } from './demo-stems.js';
import { addVolume } from './demo-volumes.js';
import { createRandom } from './prng.js';

/** Bump when the demo library's content changes; part of the seed state and of every random seed. */
export const DEMO_LIBRARY_VERSION = '3';

export interface DemoLibraryOptions {
  /** A few volumes per collection and pieces per volume, for fast tests. */
  sample?: DemoSample;
}

/**
 * The demo library as rows, from the score library's entries: a pure function of the entries
 * (and the version), so two seeds give identical rows.
 */
export function buildDemoLibrary(
  library: ScoreLibrary,
  options: DemoLibraryOptions = {},
): CatalogueDraft {
  const builder = new CatalogueDraftBuilder();
  const index = createDemoIndex();
  const seen = new Set<string>();
  // A ref appearing twice would make two products with one id; the first one wins.
  const entries = library
    .entries()
    .filter((entry) => !seen.has(entry.ref) && Boolean(seen.add(entry.ref)));
  for (const plan of planDemoLibrary(entries, options.sample)) {
    const publisherId = builder.publisher(plan.imprint);
    const collection = builder.addProduct({
      type: 'collection',
      sourceKey: `demo:collection:${plan.key}`,
      title: plan.title,
      description: `<p>${escapeXml(plan.summary)}</p>`,
      copyright: DEMO_COPYRIGHT,
      publisherId,
    });
    index.collections.push({ product: collection, plan });
    const guide = builder.addProduct({
      type: 'reading',
      sourceKey: `demo:reading:${plan.key}:guide`,
      title: `Guide to ${plan.title}`,
      subtitle: plan.title,
      publisherId,
      copyright: DEMO_COPYRIGHT,
    });
    builder.addReadingPages(guide, collectionGuidePages(plan));
    builder.link(collection, guide);
    for (const volumePlan of plan.volumes) {
      const random = createRandom(`cadenza-demo:${DEMO_LIBRARY_VERSION}:${volumePlan.key}`);
      const volume = addVolume({
        builder,
        index,
        collection,
        collectionPlan: plan,
        plan: volumePlan,
        random,
        canHaveStems: (entry) => canHaveStems(library.load(entry.ref)),
      });
      // The collection's guide is also further reading of each of its volumes (a second parent).
      builder.link(volume, guide);
    }
  }
  addDemoCarousels(builder, index);
  return builder.build();
}
