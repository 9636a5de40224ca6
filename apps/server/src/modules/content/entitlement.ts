import type { ProductType } from '@cadenza/domain';
import type { Viewer } from '../../http/viewer.js';

/** Who may have a product's full content (spec §6): credits are open to all. */
export interface EntitlementFacts {
  productType: ProductType;
  viewer: Pick<Viewer, 'role'> | null;
  /** An active subscription that has not yet expired by the server clock. */
  hasActiveSubscription: boolean;
}

export function isOpenToAll(productType: ProductType): boolean {
  return productType === 'credits';
}

export function canHaveFullContent(facts: EntitlementFacts): boolean {
  if (isOpenToAll(facts.productType)) return true;
  if (!facts.viewer) return false;
  if (facts.viewer.role === 'admin' || facts.viewer.role === 'publisher') return true;
  return facts.hasActiveSubscription;
}
