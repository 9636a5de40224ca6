import type { Product, ProductSummary, ProductType, VolumeExpanded } from '@cadenza/domain';

type SummaryInput = Partial<ProductSummary> & { id: string; type: ProductType };

export function summary({ id, type, ...rest }: SummaryInput): ProductSummary {
  return {
    id,
    type,
    title: `Title of ${id}`,
    subtitle: null,
    composer: null,
    featuredArtist: null,
    volumeTitle: null,
    difficulty: {},
    coverImage: { url: `/api/images/products/${id}/cover.svg?v=1` },
    videoDuration: null,
    published: true,
    ...rest,
  };
}

export function product(input: SummaryInput & Partial<Product>): Product {
  const base = summary(input);
  return {
    copyright: null,
    source: null,
    licence: null,
    genres: [],
    description: null,
    persons: {
      composers: [],
      arrangers: [],
      lyricists: [],
      editors: [],
      selectors: [],
      translators: [],
    },
    orgName: null,
    musicalKey: null,
    language: null,
    year: null,
    socialImage: base.coverImage,
    previewImage: base.coverImage,
    logoImage: null,
    titleImage: null,
    pdf: null,
    package: null,
    previewPackage: null,
    pronunciationAudio: null,
    videoPlaylistUrl: null,
    videos: [],
    featureFlags: [],
    mediaReady: true,
    parentProducts: [],
    pieces: [],
    volumes: [],
    masterclasses: [],
    shuffledPieces: [],
    features: { videos: [], readings: [], performances: [], explore: [] },
    ...input,
    ...base,
  };
}

export function expandedVolume(
  input: Omit<SummaryInput, 'type'> & Partial<Omit<VolumeExpanded, 'type'>>,
): VolumeExpanded {
  const { pieces = [], masterclasses = [], children = [], ...rest } = input;
  return { ...product({ ...rest, type: 'volume' }), pieces, masterclasses, children };
}

export const appConfig = (
  flags: Partial<Record<'video' | 'multiple-videos' | 'stripe' | 'payments', boolean>> = {},
) => ({
  stripePlan: { id: 'plan_monthly', price: 999, currency: 'GBP', countryCode: 'GB' },
  featureFlags: { video: true, 'multiple-videos': true, stripe: true, payments: true, ...flags },
  stripePublishableKey: 'pk_sandbox',
  facebookAppId: '123',
});
