import {
  removeStudioFilmEndpoint,
  saveStudioFilmSyncEndpoint,
  studioFilmAudioEndpoint,
  studioFilmSyncEndpoint,
} from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../../http/route-of.js';
import type { StudioFilmEdits } from './studio-film-edits.service.js';
import type { StudioFilmsService } from './studio-films.service.js';

/**
 * Removing a stored film and correcting its sync: JSON routes, apart from the uploads' plugin
 * (whose parser hands every body on as a stream).
 */
export function studioFilmEditsRoutes(
  edits: StudioFilmEdits,
  films: Pick<StudioFilmsService, 'films'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(removeStudioFilmEndpoint, {
        summary: 'Studio: remove an uploaded film (its HLS, key and poster) from the product',
      }),
      handler: async (request) => {
        await edits.removeFilm(request.viewer, request.params.id, request.params.angle);
        return films.films(request.viewer, request.params.id);
      },
    });

    app.route({
      ...routeOf(studioFilmSyncEndpoint, {
        summary: "Studio: an uploaded film's sync map to the score",
      }),
      handler: async (request) =>
        edits.filmSync(request.viewer, request.params.id, request.params.angle),
    });

    app.route({
      ...routeOf(saveStudioFilmSyncEndpoint, {
        summary: 'Studio: save a corrected sync map for an uploaded film',
      }),
      handler: async (request) =>
        edits.saveFilmSync(
          request.viewer,
          request.params.id,
          request.params.angle,
          request.body.syncMap,
        ),
    });

    app.route({
      ...routeOf(studioFilmAudioEndpoint, {
        summary: "Studio: a synced film's sound alone (AAC in MP4), for the sync editor",
      }),
      handler: async (request, reply) => {
        const audio = await edits.filmAudio(
          request.viewer,
          request.params.id,
          request.params.angle,
        );
        return reply.header('cache-control', 'private, no-store').type('audio/mp4').send(audio);
      },
    });
  };
}
