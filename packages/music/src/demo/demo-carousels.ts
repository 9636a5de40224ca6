import type {
  CarouselDraft,
  CatalogueDraftBuilder,
  ProductDraft,
} from '../catalogue-draft/catalogue-draft.js';
import type { DemoIndex } from './demo-index.js';

/** Items per standard carousel and in the hero. */
const CAROUSEL_SIZE = 12;
const HERO_SIZE = 8;

/** `count` items spread evenly over the list (all levels and groups, not just the first few). */
export function pickSpread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const step = items.length / count;
  return Array.from({ length: count }, (_, index) => items[Math.floor(index * step)]).filter(
    (item): item is T => item !== undefined,
  );
}

interface CarouselSpec {
  title: string;
  kind: CarouselDraft['kind'];
  products: ProductDraft[];
}

function addSet(
  builder: CatalogueDraftBuilder,
  referralCode: string | null,
  specs: CarouselSpec[],
): void {
  const setName = referralCode ?? 'default';
  specs
    .filter((spec) => spec.products.length > 0)
    .forEach((spec, position) => {
      builder.addCarousel({
        id: `home-${setName}-${position + 1}`,
        referralCode,
        position,
        title: spec.title,
        kind: spec.kind,
        productIds: spec.products.map((product) => product.id),
      });
    });
}

/**
 * The curated home rows: the default set, and the singing partner's own set (an offer's
 * referral code selects its rows; unknown codes get the default set).
 */
export function addDemoCarousels(builder: CatalogueDraftBuilder, index: DemoIndex): void {
  const volumesOf = (keys: string[]) =>
    index.volumes
      .filter((volume) => keys.includes(volume.collectionKey))
      .map((volume) => volume.product);
  const anthologyPieces = (instrument: 'piano' | 'vocal') =>
    index.pieces
      .filter(({ entry }) => entry.group.startsWith('library:') && entry.instrument === instrument)
      .map(({ product }) => product);
  const performances = (instrument: 'piano' | 'vocal') =>
    index.performances
      .filter(({ entry }) => entry.instrument === instrument)
      .map(({ product }) => product);

  addSet(builder, null, [
    {
      title: 'Featured',
      kind: 'hero',
      products: pickSpread(
        [
          ...volumesOf(['piano-classics', 'song-library']),
          ...volumesOf(['piano-technique', 'vocal-studies']),
        ],
        HERO_SIZE,
      ),
    },
    {
      title: 'Piano classics',
      kind: 'standard',
      products: pickSpread(anthologyPieces('piano'), CAROUSEL_SIZE),
    },
    {
      title: 'Performances',
      kind: 'standard',
      products: pickSpread(performances('piano'), CAROUSEL_SIZE),
    },
    { title: 'Videos', kind: 'standard', products: pickSpread(index.videos, CAROUSEL_SIZE) },
    {
      title: 'Jazz and popular styles',
      kind: 'standard',
      products: pickSpread(
        volumesOf(['jazz-piano', 'jazz-voice', 'popular-piano', 'popular-voice']),
        CAROUSEL_SIZE,
      ),
    },
    {
      title: 'Technique for every level',
      kind: 'standard',
      products: pickSpread(volumesOf(['piano-technique']), CAROUSEL_SIZE),
    },
    {
      title: 'Songs and carols',
      kind: 'standard',
      products: pickSpread(anthologyPieces('vocal'), CAROUSEL_SIZE),
    },
    {
      title: 'Sight-reading, grade by grade',
      kind: 'standard',
      products: pickSpread(volumesOf(['piano-sight-reading']), CAROUSEL_SIZE),
    },
    {
      title: 'For singers',
      kind: 'standard',
      products: pickSpread(volumesOf(['vocal-studies', 'sight-singing']), CAROUSEL_SIZE),
    },
    {
      title: 'About the composers',
      kind: 'standard',
      products: pickSpread(index.composerReadings, CAROUSEL_SIZE),
    },
  ]);
  addSet(builder, 'trinity-singing', [
    {
      title: 'Featured for singers',
      kind: 'hero',
      products: pickSpread(
        volumesOf(['song-library', 'vocal-studies', 'sight-singing']),
        HERO_SIZE,
      ),
    },
    {
      title: 'Songs and carols',
      kind: 'standard',
      products: pickSpread(anthologyPieces('vocal'), CAROUSEL_SIZE),
    },
    {
      title: 'Vocal studies',
      kind: 'standard',
      products: pickSpread(volumesOf(['vocal-studies']), CAROUSEL_SIZE),
    },
    {
      title: 'Sight-singing',
      kind: 'standard',
      products: pickSpread(volumesOf(['sight-singing']), CAROUSEL_SIZE),
    },
    {
      title: 'Sung performances',
      kind: 'standard',
      products: pickSpread(performances('vocal'), CAROUSEL_SIZE),
    },
    {
      title: 'Piano classics',
      kind: 'standard',
      products: pickSpread(anthologyPieces('piano'), CAROUSEL_SIZE),
    },
  ]);
}
