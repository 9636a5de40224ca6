import {
  apiErrorSchema,
  collectionsResponseSchema,
  collectionVolumesResponseSchema,
  homeQuerySchema,
  homeResponseSchema,
  productIdParamsSchema,
  productSchema,
  volumeExpandedSchema,
  volumeQuerySchema,
} from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogueService } from './catalogue.service.js';

const notFound = { 404: apiErrorSchema };
const coverQuerySchema = z.object({ v: z.string().max(64).optional() }).strict();

export function catalogueRoutes(service: CatalogueService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/products/:id',
      {
        schema: {
          summary:
            'A product with its parents (and grandparent for performance and explore), children and media links',
          params: productIdParamsSchema,
          response: { 200: productSchema, ...notFound },
        },
      },
      async (request) => service.getProduct(request.params.id, request.viewer),
    );

    app.get(
      '/volumes/:id',
      {
        schema: {
          summary:
            'A volume; with expand=all its pieces, masterclasses and other children complete',
          params: productIdParamsSchema,
          querystring: volumeQuerySchema,
          response: { 200: z.union([volumeExpandedSchema, productSchema]), ...notFound },
        },
      },
      async (request) =>
        service.getVolume(request.params.id, request.viewer, {
          expand: request.query.expand === 'all',
        }),
    );

    app.get(
      '/collections',
      { schema: { summary: 'Every collection', response: { 200: collectionsResponseSchema } } },
      async (request) => service.listCollections(request.viewer),
    );

    app.get(
      '/collections/:id/volumes',
      {
        schema: {
          summary: 'A collection and its volumes in order',
          params: productIdParamsSchema,
          response: { 200: collectionVolumesResponseSchema, ...notFound },
        },
      },
      async (request) => service.listCollectionVolumes(request.params.id, request.viewer),
    );

    app.get(
      '/home',
      {
        schema: {
          summary:
            'Home carousels: the hero first; an offer’s referral code may select its own set',
          querystring: homeQuerySchema,
          response: { 200: homeResponseSchema },
        },
      },
      async (request) => service.getHome(request.query.referralCode, request.viewer),
    );

    app.get(
      '/images/products/:id/cover.svg',
      {
        schema: {
          summary: 'Generated cover image (SVG); the v parameter versions it for immutable caching',
          params: productIdParamsSchema,
          querystring: coverQuerySchema,
        },
      },
      async (request, reply) => {
        const cover = await service.getCover(request.params.id, request.viewer);
        // The URL carries a version that changes with the cover, so a published one never goes stale.
        if (cover.isPublic)
          void reply.header('cache-control', 'public, max-age=31536000, immutable');
        return reply.type('image/svg+xml; charset=utf-8').send(cover.svg);
      },
    );
  };
}
