import { productSchema } from '@cadenza/domain';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';

const PRODUCT_PATH = /^\/(?:collections|volumes|pieces|performances|videos|readings)\/([^/]+)$/;

/** The title of the product page the visitor was sent away from, once loaded. */
export function useRequestedProductTitle(fromPath: string | undefined): string | null {
  const [title, setTitle] = useState<string | null>(null);
  const productId = fromPath ? PRODUCT_PATH.exec(fromPath)?.[1] : undefined;
  useEffect(() => {
    if (!productId) return;
    const controller = new AbortController();
    apiFetch(`/products/${productId}`, { schema: productSchema, signal: controller.signal })
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
