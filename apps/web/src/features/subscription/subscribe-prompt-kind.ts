import { canHaveFullContent, type ProductType } from '@cadenza/domain/rules';

/** Who is looking, as far as paid content is concerned. */
export interface ViewerAccess {
  isAuthenticated: boolean;
  hasActiveSubscription: boolean;
  /** An active subscription, or the admin or publisher role: the server gives them everything. */
  hasFullAccess: boolean;
  isFreeTrialAvailable: boolean;
}

/** Whether the viewer gets the full content of a product (spec §6; credits are open to all). */
export function canViewFullContent(viewer: ViewerAccess, productType: ProductType): boolean {
  return canHaveFullContent(productType, viewer.hasFullAccess);
}

export type SubscribePromptKind = 'fault' | 'subscribe' | 'free-trial';

/**
 * Spec (accounts §4): signed in with an active subscription → the fault message (they should
 * see the content); signed in without a free trial → subscribe at the monthly price;
 * otherwise → start a free trial.
 */
export function subscribePromptKind(viewer: ViewerAccess): SubscribePromptKind {
  if (viewer.isAuthenticated && viewer.hasActiveSubscription) return 'fault';
  if (viewer.isAuthenticated && !viewer.isFreeTrialAvailable) return 'subscribe';
  return 'free-trial';
}
