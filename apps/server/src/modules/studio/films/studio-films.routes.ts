import { Readable } from 'node:stream';
import {
  setStudioPosterEndpoint,
  studioFilmFrameEndpoint,
  studioFilmJobEndpoint,
  studioFilmsEndpoint,
  uploadStudioFilmEndpoint,
} from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../../http/route-of.js';
import type { StudioService } from '../studio.service.js';
import type { StudioFilmEdits } from './studio-film-edits.service.js';
import type { StudioFilmsService } from './studio-films.service.js';

/** The studio's films: uploads streamed to disk (never held), their jobs, frames, the poster. */
export function studioFilmsRoutes(
  films: StudioFilmsService,
  studio: Pick<StudioService, 'uploadCover'>,
  edits: Pick<StudioFilmEdits, 'recordPoster'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Any type reaches the upload's own check (a clear refusal, not a bare 415); the film's
    // bytes are passed on as the stream they arrive as.
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser('*', (_request, payload, done) => {
      done(null, payload);
    });

    app.route({
      ...routeOf(studioFilmsEndpoint, {
        summary: "Studio: the product's films and their jobs under way",
      }),
      handler: async (request) => films.films(request.viewer, request.params.id),
    });

    app.route({
      ...routeOf(uploadStudioFilmEndpoint, {
        summary:
          'Studio: upload a film (MP4 or QuickTime) of one angle; a job makes it HLS and aligns it',
      }),
      preValidation: async (request) => {
        // Who asks, for what, and the type: checked before the body is read.
        const { id, angle } = request.params;
        await films.accept(request.viewer, id, angle, request.headers['content-type']);
      },
      handler: async (request, reply) => {
        // No body at all (Content-Length 0) reaches here as undefined: an empty upload.
        const body = (request.body ?? Readable.from([])) as Readable;
        const { id, angle } = request.params;
        return reply.code(202).send(await films.upload(request.viewer, id, angle, body));
      },
    });

    app.route({
      ...routeOf(studioFilmJobEndpoint, { summary: "Studio: how a film's job stands" }),
      handler: async (request) =>
        films.job(request.viewer, request.params.id, request.params.jobId),
    });

    app.route({
      ...routeOf(studioFilmFrameEndpoint, {
        summary: 'Studio: one frame of a film (JPEG), to choose its poster',
      }),
      handler: async (request, reply) => {
        const { id, angle } = request.params;
        const jpeg = await films.frame(request.viewer, id, angle, request.query.atMs);
        return reply.header('cache-control', 'private, no-store').type('image/jpeg').send(jpeg);
      },
    });

    app.route({
      ...routeOf(setStudioPosterEndpoint, {
        summary: "Studio: make a film's frame the product's cover image (its poster)",
      }),
      handler: async (request) => {
        const { angle, atMs } = request.body;
        const jpeg = await films.frame(request.viewer, request.params.id, angle, atMs);
        // The frame is a cover image like an uploaded one: checked and stored the same way.
        const product = await studio.uploadCover(request.viewer, request.params.id, {
          contentType: 'image/jpeg',
          data: jpeg.toString('base64'),
        });
        // The film's poster: removing the film removes it too.
        await edits.recordPoster(request.params.id, angle, product.uploadedCover);
        return product;
      },
    });
  };
}
