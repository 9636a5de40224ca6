import {
  addFavouriteEndpoint,
  favouritesEndpoint,
  piecePracticeEndpoint,
  practiceTimeEndpoint,
  recentPiecesEndpoint,
  removeFavouriteEndpoint,
  reportPracticeTimeEndpoint,
  savePieceSettingsEndpoint,
} from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import { requireViewer } from '../../http/viewer.js';
import type { LibraryService } from './library.service.js';

/** Favourites and practice history: the signed-in person's own, never anyone else's. */
export function libraryRoutes(service: LibraryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(piecePracticeEndpoint, {
        summary: 'A piece as the signed-in person left it: favourite, position, tempo, key, loop',
      }),
      handler: async (request) => service.getPractice(requireViewer(request), request.params.id),
    });

    app.route({
      ...routeOf(savePieceSettingsEndpoint, {
        summary: 'Keep where a piece was left and its tempo, key and loop, for every device',
      }),
      handler: async (request) =>
        service.saveSettings(requireViewer(request), request.params.id, request.body),
    });

    app.route({
      ...routeOf(reportPracticeTimeEndpoint, {
        summary: 'Add seconds of playing a piece to the person’s calendar day',
      }),
      handler: async (request, reply) => {
        await service.reportTime(requireViewer(request), request.params.id, request.body);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...routeOf(recentPiecesEndpoint, {
        summary: 'Pieces practised, most recent first, with where each was left (paged)',
      }),
      handler: async (request) =>
        service.recentPieces(requireViewer(request).userId, request.query),
    });

    app.route({
      ...routeOf(practiceTimeEndpoint, {
        summary: 'Practice time per day (every day of the range) and the pieces practised most',
      }),
      handler: async (request) =>
        service.practiceTime(requireViewer(request).userId, request.query),
    });

    app.route({
      ...routeOf(favouritesEndpoint, { summary: 'Favourite pieces, newest first (paged)' }),
      handler: async (request) => service.favourites(requireViewer(request).userId, request.query),
    });

    app.route({
      ...routeOf(addFavouriteEndpoint, { summary: 'Mark a piece as a favourite (idempotent)' }),
      handler: async (request, reply) => {
        await service.addFavourite(requireViewer(request), request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...routeOf(removeFavouriteEndpoint, { summary: 'Unmark a favourite (idempotent)' }),
      handler: async (request, reply) => {
        await service.removeFavourite(requireViewer(request).userId, request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
