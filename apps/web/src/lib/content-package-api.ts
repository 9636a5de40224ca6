import { contentClientMessages, contentPackageSchema, type ContentPackage } from '@cadenza/domain';
import { queryOptions } from '@tanstack/react-query';
import { recordAssetLoad } from './analytics';
import { API_PREFIX, ApiRequestError, apiFetch } from './api-client';

export interface PackageSource {
  productId: string | undefined;
  packageUrl: string | null;
  previewPackageUrl: string | null;
  /** Whether the viewer may have the full package (a subscriber, staff, or an open product). */
  isPermitted: boolean;
}

export interface LoadedPackage {
  contentPackage: ContentPackage;
  /** The viewer looked entitled but the server refused the full package. */
  wasRefused: boolean;
}

const apiPath = (url: string) => (url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url);

function isRefusal(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
}

/**
 * Spec §4: needs a product id; loads the full package when the viewer is permitted and the
 * preview otherwise (also when the server refuses the full one).
 */
export async function loadContentPackage(
  source: PackageSource,
  signal?: AbortSignal,
): Promise<LoadedPackage> {
  const { productId } = source;
  if (!productId) throw new Error(contentClientMessages.missingProductId);
  const fetchPackage = async (url: string) => {
    const startedAt = performance.now();
    try {
      const loaded = await apiFetch(apiPath(url), {
        schema: contentPackageSchema,
        ...(signal ? { signal } : {}),
      });
      recordAssetLoad(url === source.previewPackageUrl ? 'preview_package' : 'package', startedAt);
      return loaded;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404)
        throw new Error(contentClientMessages.productNotFound(productId));
      throw error;
    }
  };
  if (source.isPermitted && source.packageUrl) {
    try {
      return { contentPackage: await fetchPackage(source.packageUrl), wasRefused: false };
    } catch (error) {
      if (!isRefusal(error) || !source.previewPackageUrl) throw error;
      return { contentPackage: await fetchPackage(source.previewPackageUrl), wasRefused: true };
    }
  }
  const url = source.previewPackageUrl ?? source.packageUrl;
  if (!url) throw new Error(contentClientMessages.productNotFound(productId));
  return { contentPackage: await fetchPackage(url), wasRefused: false };
}

export const contentPackageQuery = (source: PackageSource) =>
  queryOptions({
    queryKey: ['content-package', source.productId, source.isPermitted],
    queryFn: ({ signal }) => loadContentPackage(source, signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
