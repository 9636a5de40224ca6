import { productEndpoint } from '@cadenza/domain';
import { useEffect, useState } from 'react';
import { callApi } from '../../../lib/api-client';

const PRODUCT_PATH = /^\/(?:collections|volumes|pieces|performances|videos|readings)\/([^/]+)$/;

/** The title of the product page the visitor was sent away from, once loaded. */
export function useRequestedProductTitle(fromPath: string | undefined): string | null {
  const [title, setTitle] = useState<string | null>(null);
  const productId = fromPath ? PRODUCT_PATH.exec(fromPath)?.[1] : undefined;
  useEffect(() => {
    if (!productId) return;
    const controller = new AbortController();
    callApi(productEndpoint, { params: { id: productId }, signal: controller.signal })
      .then((product) => {
        setTitle(product.title);
      })
      .catch(() => {
        // Without the title the promo names the whole catalogue.
      });
    return () => {
      controller.abort();
    };
  }, [productId]);
  return productId ? title : null;
}
