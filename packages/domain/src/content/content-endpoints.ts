import { z } from 'zod';
import { productIdSchema } from '../catalogue/product.js';
import { videoPerspectives } from '../catalogue/product-types.js';
import { apiErrorSchema } from '../http/error.js';
import { defineEndpoint } from '../http/endpoint.js';
import {
  accessTokenQuerySchema,
  contentPackageSchema,
  mediaTokenResponseSchema,
} from './content-package.js';
import { SCORE_VIEWER_LIMITS } from './score-page.js';

// Every media request checks the entitlement; files, playlists, keys and segments are not
// JSON, so those contracts have no response schema. Each takes an `accessToken` (spec §6).

const mediaErrors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const productParams = z.object({ id: productIdSchema }).strict();
const perspectiveParams = z
  .object({ id: productIdSchema, perspective: z.enum(videoPerspectives) })
  .strict();

/** The segments a stored playlist names (`segment-00000.ts`). */
export const HLS_SEGMENT_NAME = /^segment-\d{5}\.ts$/;
const segmentName = z.string().regex(HLS_SEGMENT_NAME, 'not a segment of this video');

export const mediaTokenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/media-tokens',
  response: { 201: mediaTokenResponseSchema, 401: apiErrorSchema },
});

export const packageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/products/:id/package',
  params: productParams,
  query: accessTokenQuerySchema,
  response: { 200: contentPackageSchema, ...mediaErrors },
});

export const previewPackageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/products/:id/preview-package',
  params: productParams,
  query: accessTokenQuerySchema,
  response: { 200: contentPackageSchema, ...mediaErrors },
});

/**
 * The opening of a score engraved as an SVG image: the first page of its preview, so open to
 * all. Not JSON; 404 for a product without a score long enough for a preview.
 */
export const scoreOpeningImageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/products/:id/opening.svg',
  params: productParams,
});

/**
 * The first page of a piece's score as the score viewer of this size draws it (an SVG image,
 * made with the same engraving options), shown while the viewer loads the score: of the full
 * score for a subscriber, of the preview otherwise. Not JSON; 204 for a score with no page to
 * stand in (too large for the browser, or too short for a preview), 404 without a score.
 */
export const scoreFirstPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/products/:id/first-page.svg',
  params: productParams,
  query: z
    .object({
      width: z.coerce
        .number()
        .int()
        .min(SCORE_VIEWER_LIMITS.width.min)
        .max(SCORE_VIEWER_LIMITS.width.max),
      height: z.coerce
        .number()
        .int()
        .min(SCORE_VIEWER_LIMITS.height.min)
        .max(SCORE_VIEWER_LIMITS.height.max),
    })
    .extend(accessTokenQuerySchema.shape)
    .strict(),
});

export const pdfEndpoint = defineEndpoint({
  method: 'GET',
  path: '/products/:id/pdf',
  params: productParams,
  query: accessTokenQuerySchema,
});

export const recordingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/products/:id/recording',
  params: productParams,
  query: accessTokenQuerySchema,
});

/** The recording's stems: the same performance, a part on each channel (see `recordingStemsSchema`). */
export const recordingStemsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/products/:id/recording-stems',
  params: productParams,
  query: accessTokenQuerySchema,
});

export const pronunciationAudioEndpoint = defineEndpoint({
  method: 'GET',
  path: '/products/:id/pronunciation-audio',
  params: productParams,
  query: accessTokenQuerySchema,
});

/** The film of a piece or a performance's main camera. */
export const videoEndpoints = {
  playlist: defineEndpoint({
    method: 'GET',
    path: '/products/:id/video/playlist.m3u8',
    params: productParams,
    query: accessTokenQuerySchema,
  }),
  key: defineEndpoint({
    method: 'GET',
    path: '/products/:id/video/key',
    params: productParams,
    query: accessTokenQuerySchema,
  }),
  segment: defineEndpoint({
    method: 'GET',
    path: '/products/:id/video/:segment',
    params: productParams.extend({ segment: segmentName }),
    query: accessTokenQuerySchema,
  }),
};

/** One camera of a three-camera performance. */
export const perspectiveVideoEndpoints = {
  playlist: defineEndpoint({
    method: 'GET',
    path: '/products/:id/videos/:perspective/playlist.m3u8',
    params: perspectiveParams,
    query: accessTokenQuerySchema,
  }),
  key: defineEndpoint({
    method: 'GET',
    path: '/products/:id/videos/:perspective/key',
    params: perspectiveParams,
    query: accessTokenQuerySchema,
  }),
  segment: defineEndpoint({
    method: 'GET',
    path: '/products/:id/videos/:perspective/:segment',
    params: perspectiveParams.extend({ segment: segmentName }),
    query: accessTokenQuerySchema,
  }),
};

/** How much of the catalogue is waiting for its media: published products not yet listed. */
export const mediaStatusResponseSchema = z.object({ preparing: z.number().int().nonnegative() });
export type MediaStatus = z.infer<typeof mediaStatusResponseSchema>;

/** Open to all: how many published products' media are still being made (0 once all are). */
export const mediaStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/media-status',
  response: { 200: mediaStatusResponseSchema },
});
