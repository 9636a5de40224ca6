import { Readable } from 'node:stream';
import { studioReadingPagesEndpoint, uploadStudioReadingPagesEndpoint } from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../../http/route-of.js';
import type { StudioReadingPagesService } from './studio-reading-pages.service.js';

/** The studio's navigated readings' pages: the multipart body is streamed to disk, never held. */
export function studioReadingPagesRoutes(
  service: StudioReadingPagesService,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Any type reaches the upload's own check (a clear refusal, not a bare 415).
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser('*', (_request, payload, done) => {
      done(null, payload);
    });

    app.route({
      ...routeOf(studioReadingPagesEndpoint, { summary: "Studio: a navigated reading's pages" }),
      handler: async (request) => service.pages(request.viewer, request.params.id),
    });

    app.route({
      ...routeOf(uploadStudioReadingPagesEndpoint, {
        summary:
          "Studio: replace a navigated reading's pages (HTML or Markdown files, or one zip of them)",
      }),
      preValidation: async (request) => {
        // Who asks, for what, and the type: checked before the body is read.
        await service.accept(request.viewer, request.params.id, request.headers['content-type']);
      },
      handler: async (request) => {
        const body = (request.body ?? Readable.from([])) as Readable;
        return service.upload(request.viewer, request.params.id, request.headers, body);
      },
    });
  };
}
