import { Readable } from 'node:stream';
import {
  RECORDING_CONTENT_TYPES,
  saveStudioRecordingSyncEndpoint,
  studioRecordingAlignmentEndpoint,
  studioRecordingSyncEndpoint,
  uploadStudioRecordingEndpoint,
} from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../../http/route-of.js';
import type { StudioRecordingsService } from './studio-recordings.service.js';

/** The studio's recording uploads: the body is the audio file, streamed to disk, never held. */
export function studioRecordingsRoutes(service: StudioRecordingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser([...RECORDING_CONTENT_TYPES], (_request, payload, done) => {
      done(null, payload);
    });

    app.route({
      ...routeOf(uploadStudioRecordingEndpoint, {
        summary: 'Studio: upload a recording of a piece; a job aligns it to the score',
      }),
      preValidation: async (request) => {
        // Who asks, for what, and the type: checked before the body is read.
        await service.accept(request.viewer, request.params.id, request.headers['content-type']);
      },
      handler: async (request, reply) => {
        // No body at all (Content-Length 0) reaches here as undefined: an empty upload.
        const body = (request.body ?? Readable.from([])) as Readable;
        const started = await service.upload(request.viewer, request.params.id, body);
        return reply.code(202).send(started);
      },
    });

    app.route({
      ...routeOf(studioRecordingAlignmentEndpoint, {
        summary: 'Studio: how the alignment of an uploaded recording stands',
      }),
      handler: async (request) =>
        service.alignment(request.viewer, request.params.id, request.params.jobId),
    });

    app.route({
      ...routeOf(studioRecordingSyncEndpoint, {
        summary: "Studio: the sync map of a piece's uploaded recording",
      }),
      handler: async (request) => service.recordingSync(request.viewer, request.params.id),
    });

    app.route({
      ...routeOf(saveStudioRecordingSyncEndpoint, {
        summary: "Studio: save a corrected sync map for a piece's uploaded recording",
      }),
      handler: async (request) =>
        service.saveRecordingSync(request.viewer, request.params.id, request.body.syncMap),
    });
  };
}
