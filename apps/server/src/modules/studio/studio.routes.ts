import {
  removeStudioCoverEndpoint,
  studioCoverImageEndpoint,
  STUDIO_COVER_MAX_BYTES,
  uploadStudioCoverEndpoint,
  moveStudioProductEndpoint,
  studioGenresEndpoint,
  studioImprintsEndpoint,
  studioProductEndpoint,
  studioProductsEndpoint,
  updateStudioProductEndpoint,
} from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import type { StudioService } from './studio.service.js';

export function studioRoutes(service: StudioService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(studioProductsEndpoint, {
        summary: 'Studio: the products the viewer may edit (admin: all; publisher: its imprint)',
      }),
      handler: async (request) => service.listProducts(request.viewer, request.query),
    });

    app.route({
      ...routeOf(studioGenresEndpoint, {
        summary:
          'Studio: genre tags in use, for suggestions (published products and the viewer’s own)',
      }),
      handler: async (request) => service.listGenres(request.viewer, request.query.q),
    });

    app.route({
      ...routeOf(studioImprintsEndpoint, {
        summary: 'Studio: the imprints the viewer may upload scores to',
      }),
      handler: async (request) => service.listImprints(request.viewer),
    });

    app.route({
      ...routeOf(studioProductEndpoint, { summary: 'Studio: a product as its edit page shows it' }),
      handler: async (request) => service.getProduct(request.viewer, request.params.id),
    });

    app.route({
      ...routeOf(updateStudioProductEndpoint, {
        summary: 'Studio: change a product (title, description, people, difficulty, published)',
      }),
      handler: async (request) =>
        service.updateProduct(request.viewer, request.params.id, request.body),
    });

    app.route({
      ...routeOf(uploadStudioCoverEndpoint, {
        summary: 'Studio: upload a cover image (PNG, JPEG or WebP, at most 1 MB, in base64)',
      }),
      // The image in base64 is a third larger than the file.
      bodyLimit: Math.ceil((STUDIO_COVER_MAX_BYTES * 4) / 3) + 1024,
      handler: async (request) =>
        service.uploadCover(request.viewer, request.params.id, request.body),
    });

    app.route({
      ...routeOf(removeStudioCoverEndpoint, {
        summary: 'Studio: remove the uploaded cover (the generated one is shown again)',
      }),
      handler: async (request) => service.removeCover(request.viewer, request.params.id),
    });

    app.route({
      ...routeOf(studioCoverImageEndpoint, {
        summary: 'An uploaded cover image, named by its content',
      }),
      handler: async (request, reply) => {
        const image = await service.readCover(request.params.id, request.params.name);
        return reply
          .header('content-type', image.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(image.bytes);
      },
    });

    app.route({
      ...routeOf(moveStudioProductEndpoint, {
        summary: 'Studio: move a product to another place among its volume’s items',
      }),
      handler: async (request) =>
        service.moveInVolume(request.viewer, {
          id: request.params.id,
          volumeId: request.params.volumeId,
          position: request.body.position,
        }),
    });
  };
}
