/** Every product type of the catalogue (spec §3 Product.type). */
export const productTypes = [
  'collection',
  'volume',
  'piece',
  'performance',
  'video',
  'masterclass',
  'explore',
  'reading',
  'aboutComposer',
  'aboutVolume',
  'aboutMusic',
  'credits',
  'readingSinglePage',
  'readingNavigated',
  'readingPdf',
] as const;
export type ProductType = (typeof productTypes)[number];

/** The types a reading page shows; all of them live under /readings/{id}. */
export const readingTypes = [
  'reading',
  'aboutComposer',
  'aboutVolume',
  'aboutMusic',
  'credits',
  'readingSinglePage',
  'readingNavigated',
  'readingPdf',
] as const satisfies readonly ProductType[];
export type ReadingType = (typeof readingTypes)[number];

export function isReadingType(type: ProductType): type is ReadingType {
  return (readingTypes as readonly ProductType[]).includes(type);
}

/** The path segment of a product page: /collections/{id}, /volumes/{id}, ... */
export const productUrlKinds = [
  'collections',
  'volumes',
  'pieces',
  'performances',
  'videos',
  'readings',
] as const;
export type ProductUrlKind = (typeof productUrlKinds)[number];

/**
 * Which page shows a product of this type. A masterclass has no page of its own: it is shown
 * on its performance's page, so links go to the performance (its features.performances entry).
 * Explore items are short videos and play on the video page.
 */
export function productUrlKind(type: ProductType): ProductUrlKind | null {
  switch (type) {
    case 'collection':
      return 'collections';
    case 'volume':
      return 'volumes';
    case 'piece':
      return 'pieces';
    case 'performance':
      return 'performances';
    case 'video':
    case 'explore':
      return 'videos';
    case 'masterclass':
      return null;
    case 'reading':
    case 'aboutComposer':
    case 'aboutVolume':
    case 'aboutMusic':
    case 'credits':
    case 'readingSinglePage':
    case 'readingNavigated':
    case 'readingPdf':
      return 'readings';
  }
}

/** Spec §5: a product opened under the wrong kind of URL is 'Product type and URL mismatch'. */
export function isProductTypeForUrlKind(type: ProductType, kind: string): boolean {
  return productUrlKind(type) === kind;
}
