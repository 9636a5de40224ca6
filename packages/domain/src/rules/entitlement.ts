import type { ProductType } from './product-types.js';

/**
 * Who may have a product's full content (spec §6). The server enforces it on every media
 * request; the web app uses it to choose between the whole item and its preview.
 */

/** A signed-in viewer as entitlement sees them; a guest is null. */
export interface EntitlementViewer {
  role: string;
  /** An active subscription that has not yet expired (trials and cancelled-but-unexpired too). */
  hasActiveSubscription: boolean;
}

/** Credits are open to all. */
export function isOpenToAll(productType: ProductType): boolean {
  return productType === 'credits';
}

/** Every product's full content: admins and publishers, and anyone with an active subscription. */
export function hasFullAccess(viewer: EntitlementViewer | null): boolean {
  if (!viewer) return false;
  if (viewer.role === 'admin' || viewer.role === 'publisher') return true;
  return viewer.hasActiveSubscription;
}

/** Whether the viewer may have this product's full content rather than its preview. */
export function canHaveFullContent(
  productType: ProductType,
  viewerHasFullAccess: boolean,
): boolean {
  return isOpenToAll(productType) || viewerHasFullAccess;
}
