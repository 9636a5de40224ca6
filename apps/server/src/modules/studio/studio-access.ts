import { accountServerMessages, catalogueMessages, studioMessages } from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import type { Viewer } from '../../http/viewer.js';

/**
 * What a viewer may edit in the studio: an admin, every product; a publisher, only the products
 * whose publisher is its imprint (`users.organisation_id`; null when it has none, which
 * matches nothing).
 */
export type StudioScope =
  { kind: 'all' } | { kind: 'imprint'; organisationId: string | null; imprintName: string | null };

export interface StudioImprint {
  organisationId: string | null;
  imprintName: string | null;
}

/**
 * The viewer's studio scope: 401 without a session, 403 for anyone but an admin or a publisher
 * (the same answer whatever they ask for, so nothing about a product leaks).
 */
export async function studioScopeOf(
  viewer: Viewer | null,
  imprintOf: (userId: string) => Promise<StudioImprint>,
): Promise<StudioScope> {
  if (!viewer) throw new AppError('unauthorized', accountServerMessages.notSignedIn);
  if (viewer.role === 'admin') return { kind: 'all' };
  if (viewer.role !== 'publisher') throw new AppError('forbidden', studioMessages.notStaff);
  return { kind: 'imprint', ...(await imprintOf(viewer.userId)) };
}

/** Whether a product with this publisher is the scope's to see and change. */
export function isInScope(scope: StudioScope, publisherId: string | null): boolean {
  if (scope.kind === 'all') return true;
  return scope.organisationId !== null && publisherId === scope.organisationId;
}

/**
 * Refuses a product outside the scope exactly as a missing one (404 'product … not found'), so
 * a publisher cannot learn which ids another imprint holds.
 */
export function assertInScope(
  scope: StudioScope,
  productId: string,
  product: { publisherId: string | null } | undefined,
): asserts product is { publisherId: string | null } {
  if (!product || !isInScope(scope, product.publisherId))
    throw new AppError('notFound', catalogueMessages.productNotFound(productId));
}
