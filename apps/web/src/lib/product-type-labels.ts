import type { ProductType } from '@cadenza/domain';

/** What a result is, as its row names it. */
export const productTypeLabels: Record<ProductType, string> = {
  collection: 'Collection',
  volume: 'Volume',
  piece: 'Piece',
  performance: 'Performance',
  video: 'Video',
  masterclass: 'Masterclass',
  explore: 'Video',
  reading: 'Further reading',
  aboutComposer: 'About the composer',
  aboutVolume: 'About the volume',
  aboutMusic: 'About the music',
  credits: 'Credits',
  readingSinglePage: 'Further reading',
  readingNavigated: 'Further reading',
  readingPdf: 'Further reading',
};
