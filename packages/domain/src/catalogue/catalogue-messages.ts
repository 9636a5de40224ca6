/** Server messages of the catalogue API (the `message` of the error body). */
export const catalogueMessages = {
  productNotFound: (id: string) => `product ${id} not found`,
  volumeNotFound: (id: string) => `volume ${id} not found`,
  collectionNotFound: (id: string) => `collection ${id} not found`,
  invalidProductId: 'product id must be 1 to 64 letters, digits or dashes',
} as const;

/** Messages the web client shows for catalogue failures (spec §8), quoted exactly. */
export const catalogueClientMessages = {
  productTypeAndUrlMismatch: 'Product type and URL mismatch',
  couldNotFetchVolumes: 'Could not fetch volumes',
  couldNotFetchCollection: 'Could not fetch collection',
  couldNotFetch: 'Could not fetch',
  collectionIdNotFound: 'Collection ID not found',
  couldNotLoadHome: 'Could not load home page content',
  volumesLoadIssue: 'Sorry, there was an issue with loading of volumes',
  productListError: 'Sorry, an error occured while loading product list',
} as const;
