import {
  collectionsEndpoint,
  collectionVolumesEndpoint,
  homeEndpoint,
  productEndpoint,
  volumeEndpoint,
  volumeExpandedSchema,
} from '@cadenza/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi, callApiExpecting } from '../../../lib/api-client';

export const catalogueQueries = {
  product: (id: string) =>
    queryOptions({
      queryKey: ['products', id],
      queryFn: ({ signal }) => callApi(productEndpoint, { params: { id }, signal }),
    }),

  /** The volume with its pieces, masterclasses and other children complete. */
  volume: (id: string) =>
    queryOptions({
      queryKey: ['volumes', id, 'expanded'],
      queryFn: ({ signal }) =>
        callApiExpecting(volumeEndpoint, volumeExpandedSchema, {
          params: { id },
          query: { expand: 'all' },
          signal,
        }),
    }),

  collections: () =>
    queryOptions({
      queryKey: ['collections'],
      queryFn: ({ signal }) => callApi(collectionsEndpoint, { signal }),
    }),

  collectionVolumes: (id: string) =>
    queryOptions({
      queryKey: ['collections', id, 'volumes'],
      queryFn: ({ signal }) => callApi(collectionVolumesEndpoint, { params: { id }, signal }),
    }),

  /** Home carousels, fetched again for another referral code. */
  home: (referralCode: string | null) =>
    queryOptions({
      queryKey: ['home', referralCode],
      queryFn: ({ signal }) =>
        callApi(homeEndpoint, { query: referralCode ? { referralCode } : {}, signal }),
    }),
};
