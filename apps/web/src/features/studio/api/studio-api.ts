import {
  removeStudioCoverEndpoint,
  uploadStudioCoverEndpoint,
  type StudioCoverUpload,
  moveStudioProductEndpoint,
  studioGenresEndpoint,
  studioProductEndpoint,
  studioProductsEndpoint,
  updateStudioProductEndpoint,
  type StudioProduct,
  type StudioProductChange,
} from '@cadenza/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const studioQueries = {
  products: (query: { q: string; page: number }) =>
    queryOptions({
      queryKey: ['studio', 'products', query.q, query.page],
      queryFn: ({ signal }) =>
        callApi(studioProductsEndpoint, {
          query: { ...(query.q ? { q: query.q } : {}), page: query.page },
          signal,
        }),
    }),
  product: (id: string) =>
    queryOptions({
      queryKey: ['studio', 'product', id],
      queryFn: ({ signal }) => callApi(studioProductEndpoint, { params: { id }, signal }),
    }),
  /** Genre tags in use beginning with `prefix` (normalised), for the edit form's suggestions. */
  genres: (prefix: string) =>
    queryOptions({
      queryKey: ['studio', 'genres', prefix],
      queryFn: ({ signal }) => callApi(studioGenresEndpoint, { query: { q: prefix }, signal }),
      staleTime: 60_000,
    }),
};

/** After a change: the edit page shows the answer; lists, catalogue and search ask again. */
function afterChange(queryClient: QueryClient, product: StudioProduct): StudioProduct {
  queryClient.setQueryData(studioQueries.product(product.id).queryKey, product);
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== 'studio' || query.queryKey[1] === 'products',
  });
  return product;
}

export async function updateStudioProduct(
  queryClient: QueryClient,
  id: string,
  change: StudioProductChange,
): Promise<StudioProduct> {
  const product = await callApi(updateStudioProductEndpoint, { params: { id }, body: change });
  return afterChange(queryClient, product);
}

export async function moveStudioProduct(
  queryClient: QueryClient,
  target: { id: string; volumeId: string; position: number },
): Promise<StudioProduct> {
  const product = await callApi(moveStudioProductEndpoint, {
    params: { id: target.id, volumeId: target.volumeId },
    body: { position: target.position },
  });
  return afterChange(queryClient, product);
}

export async function uploadStudioCover(
  queryClient: QueryClient,
  id: string,
  upload: StudioCoverUpload,
): Promise<StudioProduct> {
  const product = await callApi(uploadStudioCoverEndpoint, { params: { id }, body: upload });
  return afterChange(queryClient, product);
}

export async function removeStudioCover(
  queryClient: QueryClient,
  id: string,
): Promise<StudioProduct> {
  const product = await callApi(removeStudioCoverEndpoint, { params: { id } });
  return afterChange(queryClient, product);
}
