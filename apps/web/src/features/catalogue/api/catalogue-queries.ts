import {
  collectionsResponseSchema,
  collectionVolumesResponseSchema,
  homeResponseSchema,
  productSchema,
  volumeExpandedSchema,
} from '@cadenza/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const segment = encodeURIComponent;

export const catalogueQueries = {
  product: (id: string) =>
    queryOptions({
      queryKey: ['products', id],
      queryFn: ({ signal }) =>
        apiFetch(`/products/${segment(id)}`, { schema: productSchema, signal }),
    }),

  /** The volume with its pieces, masterclasses and other children complete. */
  volume: (id: string) =>
    queryOptions({
      queryKey: ['volumes', id, 'expanded'],
      queryFn: ({ signal }) =>
        apiFetch(`/volumes/${segment(id)}?expand=all`, { schema: volumeExpandedSchema, signal }),
    }),

  collections: () =>
    queryOptions({
      queryKey: ['collections'],
      queryFn: ({ signal }) =>
        apiFetch('/collections', { schema: collectionsResponseSchema, signal }),
    }),

  collectionVolumes: (id: string) =>
    queryOptions({
      queryKey: ['collections', id, 'volumes'],
      queryFn: ({ signal }) =>
        apiFetch(`/collections/${segment(id)}/volumes`, {
          schema: collectionVolumesResponseSchema,
          signal,
        }),
    }),

  /** Home carousels, fetched again for another referral code. */
  home: (referralCode: string | null) =>
    queryOptions({
      queryKey: ['home', referralCode],
      queryFn: ({ signal }) => {
        const query = referralCode ? `?referralCode=${segment(referralCode)}` : '';
        return apiFetch(`/home${query}`, { schema: homeResponseSchema, signal });
      },
    }),
};
