import {
  moveStudioProductEndpoint,
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
