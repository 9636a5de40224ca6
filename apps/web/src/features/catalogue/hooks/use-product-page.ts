import {
  catalogueClientMessages,
  isProductTypeForUrlKind,
  type Product,
  type ProductUrlKind,
  type VolumeExpanded,
} from '@cadenza/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-request-error';

const isNotFoundError = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 404;
import { catalogueQueries } from '../api/catalogue-api';

/** How often a page whose product's media are being made asks whether they are ready. */
export const MEDIA_READY_POLL_MS = 10_000;

export type ProductPageState =
  | { status: 'loading' }
  | {
      status: 'error';
      message: string;
      /** Nothing is there (an unknown id, or a product of another kind): a way on, not a retry. */
      isNotFound: boolean;
      /** Asks again (a failure that may pass: network, server). */
      retry: () => void;
    }
  | { status: 'ready'; product: Product; volume: VolumeExpanded | null; isVolumePending: boolean };

/**
 * The product of a product page with its parent volume (expanded, for side lists and
 * "explore further"). A product opened under another kind of URL is an error (spec §5).
 */
export function useProductPage(kind: ProductUrlKind): ProductPageState {
  const { id = '' } = useParams();
  const product = useQuery({
    ...catalogueQueries.product(id),
    // A product whose media are being made is asked for again until they are ready.
    refetchInterval: (query) =>
      query.state.data?.mediaReady === false ? MEDIA_READY_POLL_MS : false,
  });
  const isMismatch = product.data ? !isProductTypeForUrlKind(product.data.type, kind) : false;
  const volumeId = product.data?.parentProducts.find((parent) => parent.type === 'volume')?.id;
  const volume = useQuery({
    ...catalogueQueries.volume(volumeId ?? ''),
    enabled: volumeId !== undefined && !isMismatch,
  });

  const retry = () => {
    void product.refetch();
    if (volumeId !== undefined) void volume.refetch();
  };
  if (product.isPending) return { status: 'loading' };
  if (product.isError) {
    return {
      status: 'error',
      message: `${catalogueClientMessages.couldNotFetch}: ${errorMessage(product.error)}`,
      isNotFound: isNotFoundError(product.error),
      retry,
    };
  }
  if (isMismatch)
    return {
      status: 'error',
      message: catalogueClientMessages.productTypeAndUrlMismatch,
      isNotFound: true,
      retry,
    };
  if (volume.isError) {
    return {
      status: 'error',
      message: `${catalogueClientMessages.couldNotFetch}: ${errorMessage(volume.error)}`,
      isNotFound: isNotFoundError(volume.error),
      retry,
    };
  }
  return {
    status: 'ready',
    product: product.data,
    volume: volume.data ?? null,
    isVolumePending: volumeId !== undefined && volume.isPending,
  };
}
