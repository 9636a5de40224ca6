import { Readable } from 'node:stream';
import { studioReadingPdfEndpoint, uploadStudioReadingPdfEndpoint } from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../../http/route-of.js';
import type { StudioReadingPdfService } from './studio-reading-pdf.service.js';

/** The studio's reading PDFs: the body is the PDF itself, streamed to disk, never held. */
export function studioReadingPdfRoutes(service: StudioReadingPdfService): FastifyPluginAsyncZod {
  return async (app) => {
    // Any type reaches the upload's own check (a clear refusal, not a bare 415).
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser('*', (_request, payload, done) => {
      done(null, payload);
    });

    app.route({
      ...routeOf(studioReadingPdfEndpoint, { summary: "Studio: a PDF reading's uploaded PDF" }),
      handler: async (request) => service.readingPdf(request.viewer, request.params.id),
    });

    app.route({
      ...routeOf(uploadStudioReadingPdfEndpoint, {
        summary: "Studio: upload a PDF reading's PDF (checked, then served to readers)",
      }),
      preValidation: async (request) => {
        // Who asks, for what, and the type: checked before the body is read.
        await service.accept(request.viewer, request.params.id, request.headers['content-type']);
      },
      handler: async (request) => {
        // No body at all (Content-Length 0) reaches here as undefined: an empty upload.
        const body = (request.body ?? Readable.from([])) as Readable;
        return service.upload(request.viewer, request.params.id, body);
      },
    });
  };
}
