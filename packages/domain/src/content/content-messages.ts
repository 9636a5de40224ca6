/** Server messages of the content API (the `message` of the error body). */
export const contentMessages = {
  noPackage: (id: string) => `product ${id} has no package`,
  noMedia: (id: string) => `product ${id} has no such media`,
  noOpening: (id: string) => `product ${id} has no score long enough to show its opening`,
  mediaNotReady: 'this media is still being prepared; try again in a minute',
  mediaFileMissing: (id: string) =>
    `the media file of product ${id} is missing and cannot be made again here`,
  subscriptionRequired: 'an active subscription is needed for this content',
  accessTokenInvalid: 'access token not valid',
} as const;

/** Messages the web client shows or logs when loading content (spec §8), quoted exactly. */
export const contentClientMessages = {
  missingProductId: 'Cannot load package without a productId.',
  productNotFound: (id: string) => `Could not find product with ID ${id}`,
  errorLoadingPdf: 'Error loading PDF',
  loading: 'Loading …',
  noPdfUrl: 'no PDF URL found in product',
  hlsNotSupported: 'HLS is not supported',
  cannotSeeContent:
    'Something has gone wrong: You cannot see the content even though you have an active subscription.',
  missingPerformancePackage: 'Cannot display performance: Missing package',
  unlockItem: (item: string) => `Unlock this ${item} when you subscribe`,
  startFreeTrial: 'Start a free trial',
  continueReading: 'Continue reading',
  exploreFurther: 'Explore further',
  /** A product whose media are still being made (its page updates itself when they are). */
  mediaPreparing: (item: string) =>
    `This ${item} is being prepared: its media are still being made. This page will update itself when it is ready.`,
} as const;
