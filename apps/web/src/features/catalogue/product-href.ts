import { productUrlKind, type ProductType } from '@cadenza/domain/rules';
import { productHref as productPageHref } from '../../lib/paths';

/** The page of a product, or null for types without one (a masterclass). */
export function productHref(product: { id: string; type: ProductType }): string | null {
  const kind = productUrlKind(product.type);
  return kind ? productPageHref(kind, product.id) : null;
}
