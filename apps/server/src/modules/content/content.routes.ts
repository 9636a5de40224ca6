import {
  accessTokenQuerySchema,
  apiErrorSchema,
  contentPackageSchema,
  mediaTokenResponseSchema,
  productIdSchema,
  videoPerspectives,
} from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/viewer.js';
import type { ContentService } from './content.service.js';
import { preparePlaylist, SEGMENT_NAME } from './hls-playlist.js';
import { sendMediaFile } from './media-reply.js';
import type { MediaStore } from './media-store.js';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const params = z.object({ id: productIdSchema }).strict();
const perspectiveParams = z
  .object({ id: productIdSchema, perspective: z.enum(videoPerspectives) })
  .strict();
const segmentName = z.string().regex(SEGMENT_NAME, 'not a segment of this video');
const query = accessTokenQuerySchema;

export function contentRoutes(service: ContentService, store: MediaStore): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/media-tokens',
      {
        schema: {
          summary:
            'A short-lived media token for clients that cannot send cookies (append as accessToken)',
          response: { 201: mediaTokenResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.issueMediaToken(requireViewer(request))),
    );

    app.get(
      '/products/:id/package',
      {
        schema: {
          summary:
            'The full score or reading package; only for a subscriber (or staff), credits for all',
          params,
          querystring: query,
          response: { 200: contentPackageSchema, ...errors },
        },
      },
      async (request) => {
        const requester = await service.resolveRequester(request.viewer, request.query.accessToken);
        return service.getPackage(request.params.id, requester);
      },
    );

    app.get(
      '/products/:id/preview-package',
      {
        schema: {
          summary:
            'The preview package, open to all: the first bars of a score or first page of a reading',
          params,
          querystring: query,
          response: { 200: contentPackageSchema, ...errors },
        },
      },
      async (request) => {
        const requester = await service.resolveRequester(request.viewer, request.query.accessToken);
        return service.getPreviewPackage(request.params.id, requester);
      },
    );

    app.get(
      '/products/:id/pdf',
      {
        schema: {
          summary: 'The reading PDF; its first page only without a subscription',
          params,
          querystring: query,
        },
      },
      async (request, reply) => {
        const requester = await service.resolveRequester(request.viewer, request.query.accessToken);
        const pdf = await service.getPdf(request.params.id, requester);
        reply.header('x-content-preview', pdf.isPreview ? 'true' : 'false');
        return sendMediaFile({ request, reply, store, ...pdf });
      },
    );

    app.get(
      '/products/:id/recording',
      {
        schema: {
          summary: 'The recording of a piece (AAC), for subscribers',
          params,
          querystring: query,
        },
      },
      async (request, reply) => {
        const requester = await service.resolveRequester(request.viewer, request.query.accessToken);
        return sendMediaFile({
          request,
          reply,
          store,
          ...(await service.getRecording(request.params.id, requester)),
        });
      },
    );

    app.get(
      '/products/:id/pronunciation-audio',
      {
        schema: {
          summary: 'The spoken pronunciation guide of a vocal piece, for subscribers',
          params,
          querystring: query,
        },
      },
      async (request, reply) => {
        const requester = await service.resolveRequester(request.viewer, request.query.accessToken);
        return sendMediaFile({
          request,
          reply,
          store,
          ...(await service.getPronunciationAudio(request.params.id, requester)),
        });
      },
    );

    registerVideoRoutes(app, service, store);
  };
}

type App = Parameters<FastifyPluginAsyncZod>[0];

/** HLS: the playlist, its AES-128 key and its segments, each checked per request. */
function registerVideoRoutes(app: App, service: ContentService, store: MediaStore): void {
  const sources = [
    { prefix: '/products/:id/video', params, variantOf: () => 'main' },
    {
      prefix: '/products/:id/videos/:perspective',
      params: perspectiveParams,
      variantOf: (p: object) => (p as { perspective: string }).perspective,
    },
  ] as const;
  for (const source of sources) {
    app.get(
      `${source.prefix}/playlist.m3u8`,
      {
        schema: {
          summary: 'HLS playlist (segments AES-128 encrypted)',
          params: source.params,
          querystring: query,
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const requester = await service.resolveRequester(request.viewer, request.query.accessToken);
        const variant = source.variantOf(request.params);
        const stored = await service.getVideoPlaylist(id, variant, requester);
        return reply
          .header('content-type', 'application/vnd.apple.mpegurl')
          .send(preparePlaylist(stored, requester?.accessToken));
      },
    );
    app.get(
      `${source.prefix}/key`,
      {
        schema: {
          summary: 'The AES-128 key of the video, for subscribers only',
          params: source.params,
          querystring: query,
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const requester = await service.resolveRequester(request.viewer, request.query.accessToken);
        const key = await service.getVideoKey(id, source.variantOf(request.params), requester);
        return reply.header('content-type', 'application/octet-stream').send(key);
      },
    );
    app.get(
      `${source.prefix}/:segment`,
      {
        schema: {
          summary: 'One encrypted HLS segment',
          params: source.params.extend({ segment: segmentName }),
          querystring: query,
        },
      },
      async (request, reply) => {
        const { id, segment } = request.params;
        const requester = await service.resolveRequester(request.viewer, request.query.accessToken);
        const variant = source.variantOf(request.params);
        return sendMediaFile({
          request,
          reply,
          store,
          ...(await service.getVideoSegment(id, variant, segment, requester)),
        });
      },
    );
  }
}
