import { defineEndpoint } from '../http/endpoint.js';
import {
  studioCoverParamsSchema,
  studioCoverUploadSchema,
  studioGenresQuerySchema,
  studioGenresSchema,
  studioImprintsSchema,
  studioPlacementChangeSchema,
  studioPlacementParamsSchema,
  studioProductChangeSchema,
  studioProductParamsSchema,
  studioProductSchema,
  studioProductsPageSchema,
  studioProductsQuerySchema,
} from './studio.js';

/** The products the viewer may edit: an admin's whole catalogue, a publisher's imprint. */
export const studioProductsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/studio/products',
  query: studioProductsQuerySchema,
  response: { 200: studioProductsPageSchema },
});

export const studioProductEndpoint = defineEndpoint({
  method: 'GET',
  path: '/studio/products/:id',
  params: studioProductParamsSchema,
  response: { 200: studioProductSchema },
});

export const updateStudioProductEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/studio/products/:id',
  params: studioProductParamsSchema,
  body: studioProductChangeSchema,
  response: { 200: studioProductSchema },
});

/** Moves the product to another place among a volume's items. */
export const moveStudioProductEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/studio/products/:id/placements/:volumeId',
  params: studioPlacementParamsSchema,
  body: studioPlacementChangeSchema,
  response: { 200: studioProductSchema },
});

/** Uploads a cover image for the product (replacing the generated one). */
export const uploadStudioCoverEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/studio/products/:id/cover',
  params: studioProductParamsSchema,
  body: studioCoverUploadSchema,
  response: { 200: studioProductSchema },
});

/** Removes the uploaded cover: the generated one is shown again. */
export const removeStudioCoverEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/studio/products/:id/cover',
  params: studioProductParamsSchema,
  response: { 200: studioProductSchema },
});

/** An uploaded cover image, named by its content (public, cached for good). */
export const studioCoverImageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/images/products/:id/covers/:name',
  params: studioCoverParamsSchema,
});

/** Genre tags in use that begin with `q`: on published products, or on the viewer's own. */
export const studioGenresEndpoint = defineEndpoint({
  method: 'GET',
  path: '/studio/genres',
  query: studioGenresQuerySchema,
  response: { 200: studioGenresSchema },
});

/** The imprints the viewer may upload scores to. */
export const studioImprintsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/studio/imprints',
  response: { 200: studioImprintsSchema },
});
