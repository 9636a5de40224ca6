import {
  mediaStatusEndpoint,
  mediaTokenEndpoint,
  packageEndpoint,
  pdfEndpoint,
  perspectiveVideoEndpoints,
  previewPackageEndpoint,
  pronunciationAudioEndpoint,
  recordingEndpoint,
  recordingStemsEndpoint,
  scoreFirstPageEndpoint,
  scoreOpeningImageEndpoint,
  videoEndpoints,
} from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import { requireViewer } from '../../http/viewer.js';
import type { ContentService } from './content.service.js';
import { preparePlaylist } from './hls-playlist.js';
import { sendMediaFile } from './media-reply.js';
import type { MediaStore } from './media-store.js';

export function contentRoutes(service: ContentService, store: MediaStore): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(mediaTokenEndpoint, {
        summary:
          'A short-lived media token for clients that cannot send cookies (append as accessToken)',
      }),
      handler: async (request, reply) =>
        reply.code(201).send(await service.issueMediaToken(requireViewer(request))),
    });

    app.route({
      ...routeOf(mediaStatusEndpoint, {
        summary: 'How many published products are not listed yet: their media are being made',
      }),
      handler: async () => service.getMediaStatus(),
    });

    app.route({
      ...routeOf(packageEndpoint, {
        summary:
          'The full score or reading package; only for a subscriber (or staff), credits for all',
      }),
      handler: async (request) => {
        const requester = await service.resolveRequester(request.viewer, request.query.accessToken);
        return service.getPackage(request.params.id, requester);
      },
    });

    app.route({
      ...routeOf(previewPackageEndpoint, {
        summary:
          'The preview package, open to all: the first bars of a score or first page of a reading',
      }),
      handler: async (request) => {
        const requester = await service.resolveRequester(request.viewer, request.query.accessToken);
        return service.getPreviewPackage(request.params.id, requester);
      },
    });

    app.route({
      ...routeOf(scoreOpeningImageEndpoint, {
        summary: 'The opening of a piece’s score engraved as an SVG image, open to all',
      }),
      handler: async (request, reply) => {
        const requester = await service.resolveRequester(request.viewer, undefined);
        const opening = await service.getOpeningImage(request.params.id, requester);
        // A re-imported score changes what is shown: an hour, not forever.
        if (opening.isPublic) void reply.header('cache-control', 'public, max-age=3600');
        return reply.type('image/svg+xml; charset=utf-8').send(opening.svg);
      },
    });

    app.route({
      ...routeOf(scoreFirstPageEndpoint, {
        summary:
          'The first page of a piece’s score as the viewer of this size draws it (SVG); the preview’s for a non-subscriber',
      }),
      handler: async (request, reply) => {
        const requester = await service.resolveRequester(request.viewer, request.query.accessToken);
        const { width, height } = request.query;
        const page = await service.getScoreFirstPage(request.params.id, requester, {
          width,
          height,
        });
        // Who asks decides what is sent: never shared, asked again on each visit.
        reply.header('cache-control', 'private, no-cache');
        reply.header('x-content-preview', page.isPreview ? 'true' : 'false');
        // The score has no page to stand in: an answer, not an error (the viewer asks for it
        // beside the package, before it can know).
        if (page.svg === null) return reply.code(204).send();
        return reply.type('image/svg+xml; charset=utf-8').send(page.svg);
      },
    });

    app.route({
      ...routeOf(pdfEndpoint, {
        summary: 'The reading PDF; its first page only without a subscription',
      }),
      handler: async (request, reply) => {
        const requester = await service.resolveRequester(request.viewer, request.query.accessToken);
        const pdf = await service.getPdf(request.params.id, requester);
        reply.header('x-content-preview', pdf.isPreview ? 'true' : 'false');
        return sendMediaFile({ request, reply, store, ...pdf });
      },
    });

    app.route({
      ...routeOf(recordingEndpoint, { summary: 'The recording of a piece (AAC), for subscribers' }),
      handler: async (request, reply) => {
        const requester = await service.resolveRequester(request.viewer, request.query.accessToken);
        return sendMediaFile({
          request,
          reply,
          store,
          ...(await service.getRecording(request.params.id, requester)),
        });
      },
    });

    app.route({
      ...routeOf(recordingStemsEndpoint, {
        summary:
          'The recording in parts (AAC, a part on each channel, as the package lists), for subscribers',
      }),
      handler: async (request, reply) => {
        const requester = await service.resolveRequester(request.viewer, request.query.accessToken);
        return sendMediaFile({
          request,
          reply,
          store,
          ...(await service.getRecordingStems(request.params.id, requester)),
        });
      },
    });

    app.route({
      ...routeOf(pronunciationAudioEndpoint, {
        summary: 'The spoken pronunciation guide of a vocal piece, for subscribers',
      }),
      handler: async (request, reply) => {
        const requester = await service.resolveRequester(request.viewer, request.query.accessToken);
        return sendMediaFile({
          request,
          reply,
          store,
          ...(await service.getPronunciationAudio(request.params.id, requester)),
        });
      },
    });

    registerVideoRoutes(app, service, store);
  };
}

type App = Parameters<FastifyPluginAsyncZod>[0];

/** HLS: the playlist, its AES-128 key and its segments, each checked per request. */
function registerVideoRoutes(app: App, service: ContentService, store: MediaStore): void {
  const sources = [
    { endpoints: videoEndpoints, variantOf: () => 'main' },
    {
      endpoints: perspectiveVideoEndpoints,
      variantOf: (p: object) => (p as { perspective: string }).perspective,
    },
  ] as const;
  for (const { endpoints, variantOf } of sources) {
    app.route({
      ...routeOf(endpoints.playlist, { summary: 'HLS playlist (segments AES-128 encrypted)' }),
      handler: async (request, reply) => {
        const { id } = request.params;
        const requester = await service.resolveRequester(request.viewer, request.query.accessToken);
        const variant = variantOf(request.params);
        const stored = await service.getVideoPlaylist(id, variant, requester);
        return reply
          .header('content-type', 'application/vnd.apple.mpegurl')
          .send(preparePlaylist(stored, requester?.accessToken));
      },
    });
    app.route({
      ...routeOf(endpoints.key, { summary: 'The AES-128 key of the video, for subscribers only' }),
      handler: async (request, reply) => {
        const { id } = request.params;
        const requester = await service.resolveRequester(request.viewer, request.query.accessToken);
        const key = await service.getVideoKey(id, variantOf(request.params), requester);
        return reply.header('content-type', 'application/octet-stream').send(key);
      },
    });
    app.route({
      ...routeOf(endpoints.segment, { summary: 'One encrypted HLS segment' }),
      handler: async (request, reply) => {
        const { id, segment } = request.params;
        const requester = await service.resolveRequester(request.viewer, request.query.accessToken);
        const variant = variantOf(request.params);
        return sendMediaFile({
          request,
          reply,
          store,
          ...(await service.getVideoSegment(id, variant, segment, requester)),
        });
      },
    });
  }
}
