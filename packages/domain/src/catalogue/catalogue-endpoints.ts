import { z } from 'zod';
import { apiErrorSchema } from '../http/error.js';
import { defineEndpoint } from '../http/endpoint.js';
import { catalogueOverviewSchema } from './catalogue-overview.js';
import { COVER_SIZES } from './media-paths.js';
import { homeQuerySchema, homeResponseSchema } from './home.js';
import {
  collectionsResponseSchema,
  collectionVolumesResponseSchema,
  productIdParamsSchema,
  productSchema,
  volumeExpandedSchema,
  volumeQuerySchema,
} from './product.js';

export const productEndpoint = defineEndpoint({
  method: 'GET',
  path: '/products/:id',
  params: productIdParamsSchema,
  response: { 200: productSchema, 404: apiErrorSchema },
});

/** The answer is the expanded volume when asked with `expand=all`, else the product. */
export const volumeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/volumes/:id',
  params: productIdParamsSchema,
  query: volumeQuerySchema,
  response: { 200: z.union([volumeExpandedSchema, productSchema]), 404: apiErrorSchema },
});

export const collectionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/collections',
  response: { 200: collectionsResponseSchema },
});

export const collectionVolumesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/collections/:id/volumes',
  params: productIdParamsSchema,
  response: { 200: collectionVolumesResponseSchema, 404: apiErrorSchema },
});

export const homeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/home',
  query: homeQuerySchema,
  response: { 200: homeResponseSchema },
});

export const catalogueOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/catalogue/overview',
  response: { 200: catalogueOverviewSchema },
});

/** An SVG, not JSON: no response schema. `v` changes whenever the drawing would. */
export const coverImageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/images/products/:id/cover.svg',
  params: productIdParamsSchema,
  query: z
    .object({ v: z.string().max(64).optional(), size: z.enum(COVER_SIZES).optional() })
    .strict(),
});
