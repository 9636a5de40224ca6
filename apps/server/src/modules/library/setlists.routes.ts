import {
  addSetlistPieceEndpoint,
  createSetlistEndpoint,
  deleteSetlistEndpoint,
  setlistEndpoint,
  setlistsEndpoint,
  updateSetlistEndpoint,
} from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import { requireViewer } from '../../http/viewer.js';
import type { SetlistsService } from './setlists.service.js';

export function setlistsRoutes(service: SetlistsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(setlistsEndpoint, {
        summary: 'The signed-in person’s setlists, most recently changed first (paged)',
      }),
      handler: async (request) => service.list(requireViewer(request).userId, request.query),
    });

    app.route({
      ...routeOf(createSetlistEndpoint, { summary: 'Make a setlist, optionally with its pieces' }),
      handler: async (request, reply) =>
        reply.status(201).send(await service.create(requireViewer(request), request.body)),
    });

    app.route({
      ...routeOf(setlistEndpoint, {
        summary: 'A setlist with its pieces in order: its owner’s, or anyone’s once shared',
      }),
      handler: async (request) => service.get(request.params.id, request.viewer),
    });

    app.route({
      ...routeOf(updateSetlistEndpoint, {
        summary: 'Replace a setlist’s title, pieces (in order) and sharing (owner only)',
      }),
      handler: async (request) =>
        service.update(requireViewer(request), request.params.id, request.body),
    });

    app.route({
      ...routeOf(addSetlistPieceEndpoint, { summary: 'Add a piece at the end of a setlist' }),
      handler: async (request) =>
        service.addPiece(requireViewer(request), request.params.id, request.body.productId),
    });

    app.route({
      ...routeOf(deleteSetlistEndpoint, { summary: 'Delete a setlist (owner only)' }),
      handler: async (request, reply) => {
        await service.remove(requireViewer(request), request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
