import {
  catalogueOverviewEndpoint,
  collectionsEndpoint,
  collectionVolumesEndpoint,
  coverImageEndpoint,
  homeEndpoint,
  productEndpoint,
  volumeEndpoint,
} from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import { sendSharedAnswer } from '../../http/shared-answer.js';
import type { CatalogueService } from './catalogue.service.js';

export function catalogueRoutes(service: CatalogueService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(productEndpoint, {
        summary:
          'A product with its parents (and grandparent for performance and explore), children and media links',
      }),
      handler: async (request, reply) =>
        sendSharedAnswer(
          reply,
          productEndpoint.response[200],
          await service.getProduct(request.params.id, request.viewer),
        ),
    });

    app.route({
      ...routeOf(volumeEndpoint, {
        summary: 'A volume; with expand=all its pieces, masterclasses and other children complete',
      }),
      handler: async (request, reply) =>
        sendSharedAnswer(
          reply,
          volumeEndpoint.response[200],
          await service.getVolume(request.params.id, request.viewer, {
            expand: request.query.expand === 'all',
          }),
        ),
    });

    app.route({
      ...routeOf(collectionsEndpoint, { summary: 'Every collection' }),
      handler: async (request, reply) =>
        sendSharedAnswer(
          reply,
          collectionsEndpoint.response[200],
          await service.listCollections(request.viewer),
        ),
    });

    app.route({
      ...routeOf(collectionVolumesEndpoint, { summary: 'A collection and its volumes in order' }),
      handler: async (request, reply) =>
        sendSharedAnswer(
          reply,
          collectionVolumesEndpoint.response[200],
          await service.listCollectionVolumes(request.params.id, request.viewer),
        ),
    });

    app.route({
      ...routeOf(homeEndpoint, {
        summary: 'Home carousels: the hero first; an offer’s referral code may select its own set',
      }),
      handler: async (request, reply) =>
        sendSharedAnswer(
          reply,
          homeEndpoint.response[200],
          await service.getHome(request.query.referralCode, request.viewer),
        ),
    });

    app.route({
      ...routeOf(catalogueOverviewEndpoint, {
        summary:
          'What the catalogue holds: published products counted by kind, and a real piece to show as a sample',
      }),
      handler: async () => service.getOverview(),
    });

    app.route({
      ...routeOf(coverImageEndpoint, {
        summary:
          'Generated cover image (SVG); the v parameter versions it for immutable caching, size=small is the artwork without lettering (for list rows)',
      }),
      handler: async (request, reply) => {
        const cover = await service.getCover(request.params.id, request.viewer, request.query.size);
        // The URL carries a version that changes with the cover, so a published one never goes stale.
        if (cover.isPublic)
          void reply.header('cache-control', 'public, max-age=31536000, immutable');
        return reply.type('image/svg+xml; charset=utf-8').send(cover.svg);
      },
    });
  };
}
