import type { ProductType } from '@cadenza/domain';
import type { CatalogueDraftBuilder, ProductDraft } from '../catalogue-draft/catalogue-draft.js';
import type { ScoreEntry } from '../scores/score-library.types.js';
import { findPersonFacts, personFacts } from './composers.js';
import type { DemoIndex } from './demo-index.js';
import { addMasterclass } from './demo-masterclasses.js';
import { editors, pianists, selectors, singers, translators } from './demo-people.js';
import { addPiece, DEMO_COPYRIGHT } from './demo-pieces.js';
import type { CollectionPlan, VolumePlan } from './demo-plan.js';
import {
  aboutComposerPages,
  aboutMusicPages,
  aboutVolumePages,
  creditsPages,
  describeVolume,
  handbookPages,
  practiceGuidePages,
  type ReadingPage,
} from './demo-readings.js';
import { STEMS_VOLUMES_PER_COLLECTION } from './demo-stems.js';
import type { Random } from './prng.js';

/** One piece in this many gets a masterclass with a performance and explore videos. */
export const MASTERCLASS_EVERY = 3;
/** Anthology volumes credit their composers on the volume only when there are this few. */
const MAX_VOLUME_COMPOSERS = 3;

interface VolumeOptions {
  builder: CatalogueDraftBuilder;
  index: DemoIndex;
  collection: ProductDraft;
  collectionPlan: CollectionPlan;
  plan: VolumePlan;
  random: Random;
  /** Whether this piece's recording can be made in parts (its score's staves are parts). */
  canHaveStems: (entry: ScoreEntry) => boolean;
}

function roundedMean(values: number[]): number | null {
  return values.length
    ? Math.round(values.reduce((sum, value) => sum + value, 0) / values.length)
    : null;
}

export function addVolume(options: VolumeOptions): ProductDraft {
  const { builder, index, collection, collectionPlan, plan, random } = options;
  const publisherId = builder.publisher(collectionPlan.imprint);
  const composers = [
    ...new Set(plan.entries.flatMap((entry) => (entry.composer ? [entry.composer] : []))),
  ];
  const volume = builder.addProduct({
    type: 'volume',
    sourceKey: `demo:volume:${plan.key}`,
    title: plan.title,
    subtitle: collectionPlan.title,
    description: describeVolume(plan, collectionPlan),
    copyright: DEMO_COPYRIGHT,
    publisherId,
    difficultyPiano: roundedMean(plan.entries.flatMap((entry) => entry.difficulty.piano ?? [])),
    difficultyVocal: roundedMean(plan.entries.flatMap((entry) => entry.difficulty.vocal ?? [])),
  });
  builder.link(collection, volume);
  index.volumes.push({ product: volume, plan, collectionKey: collectionPlan.key });
  if (composers.length <= MAX_VOLUME_COMPOSERS) {
    for (const composer of composers) builder.credit(volume, 'composer', personFacts(composer));
  }
  const editor = random.pick(editors);
  builder.credit(volume, 'editor', personFacts(editor));
  const selector = plan.isAnthology ? random.pick(selectors) : null;
  if (selector) builder.credit(volume, 'selector', personFacts(selector));

  const hasTranslations = plan.entries.some(
    (entry) => entry.language && entry.language !== 'English',
  );
  const translator =
    plan.instrument === 'vocal' && hasTranslations ? random.pick(translators) : null;
  const artists = plan.instrument === 'piano' ? pianists : singers;
  const performers = new Set<string>();
  const stemsEntry =
    collectionPlan.volumes.indexOf(plan) < STEMS_VOLUMES_PER_COLLECTION
      ? plan.entries.find(options.canHaveStems)
      : undefined;
  plan.entries.forEach((entry, position) => {
    const piece = addPiece({
      builder,
      volume,
      entry,
      publisherId,
      translator,
      hasStems: entry === stemsEntry,
    });
    index.pieces.push({ product: piece, entry });
    if (position % MASTERCLASS_EVERY !== 0) return;
    const artist = random.pick(artists);
    performers.add(artist);
    const performance = addMasterclass({
      builder,
      volume,
      piece,
      entry,
      artist,
      publisherId,
      random,
    });
    index.performances.push({ product: performance, entry });
  });

  const presenter = random.pick(artists);
  const video = builder.addProduct({
    type: 'video',
    sourceKey: `demo:video:${plan.key}`,
    title: `Introducing ${plan.title}`,
    subtitle: `With ${presenter}`,
    featuredArtist: presenter,
    publisherId,
    copyright: DEMO_COPYRIGHT,
    difficultyPiano: volume.difficultyPiano,
    difficultyVocal: volume.difficultyVocal,
    videoRef: `render:volume:${plan.key}`,
  });
  builder.link(volume, video);
  index.videos.push(video);

  const addReading = (reading: {
    type: ProductType;
    suffix: string;
    title: string;
    pages: ReadingPage[];
  }) => {
    const product = builder.addProduct({
      type: reading.type,
      sourceKey: `demo:${reading.type}:${plan.key}:${reading.suffix}`,
      title: reading.title,
      subtitle: plan.title,
      publisherId,
      copyright: DEMO_COPYRIGHT,
    });
    builder.addReadingPages(product, reading.pages);
    builder.link(volume, product);
    return product;
  };
  addReading({
    type: 'aboutVolume',
    suffix: 'about',
    title: 'About this volume',
    pages: aboutVolumePages(plan, collectionPlan),
  });
  addReading({
    type: 'aboutMusic',
    suffix: 'music',
    title: 'About the music',
    pages: aboutMusicPages(plan),
  });
  for (const composer of composers) {
    const facts = findPersonFacts(composer);
    if (!facts) continue;
    const pages = aboutComposerPages(facts);
    const reading = addReading({
      type: 'aboutComposer',
      suffix: composer,
      title: `About ${composer}`,
      pages,
    });
    builder.credit(reading, 'composer', personFacts(composer));
    index.composerReadings.push(reading);
  }
  const practice = practiceGuidePages(plan);
  addReading({
    type: 'readingSinglePage',
    suffix: 'practice',
    title: 'How to practise this volume',
    pages: practice,
  });
  if (index.volumes.length % 2 === 0) {
    const title = plan.instrument === 'piano' ? 'Piano handbook' : 'Singing handbook';
    addReading({
      type: 'readingNavigated',
      suffix: 'handbook',
      title,
      pages: handbookPages(plan.instrument),
    });
  } else {
    const pdf = addReading({
      type: 'readingPdf',
      suffix: 'practice-plan',
      title: 'Printable practice plan',
      pages: practice,
    });
    // The PDF is typeset from the reading's own pages by the content module.
    pdf.pdfRef = `reading-pages:${pdf.id}`;
  }
  const credits = {
    editor,
    selector,
    translator,
    performers: [...performers],
    imprint: collectionPlan.imprint,
  };
  addReading({
    type: 'credits',
    suffix: 'credits',
    title: 'Credits',
    pages: creditsPages(plan, credits),
  });
  return volume;
}
