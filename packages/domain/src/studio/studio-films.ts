import { z } from 'zod';
import type { ProductType } from '../catalogue/product-types.js';
import { defineEndpoint } from '../http/endpoint.js';
import { studioProductParamsSchema, studioProductSchema } from './studio.js';

/** An uploaded film's largest size (a 20-minute 1080p phone film is about 1.2 GB). */
export const FILM_UPLOAD_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/** The longest film the studio takes. */
export const FILM_MAX_MINUTES = 20;

/** The films the studio takes, by Content-Type (what browsers give .mp4 and .mov files). */
export const FILM_CONTENT_TYPES = ['video/mp4', 'video/quicktime'] as const;

/**
 * A product's films: a performance's three camera angles (its `videos`), or the one film of a
 * video or explore item (`main`, its `videoPlaylistUrl`).
 */
export const filmAngles = ['main', 'top', 'left', 'right'] as const;
export type FilmAngle = (typeof filmAngles)[number];

/** The angles a product of this type is filmed from; none for a product without films. */
export function filmAnglesOf(type: ProductType): FilmAngle[] {
  if (type === 'performance') return ['top', 'left', 'right'];
  if (type === 'video' || type === 'explore') return ['main'];
  return [];
}

/** A reading PDF's largest size. */
export const READING_PDF_MAX_BYTES = 50 * 1024 * 1024;

/** Server messages of film uploads and posters (the `message` of the error body). */
export const studioFilmMessages = {
  notFilm: 'send the film as MP4 or QuickTime (.mov) video (its Content-Type)',
  noFilms: 'only performances, videos and explore items have films',
  notAngle: (angle: string, angles: readonly string[]) =>
    `this product has no ${angle} film: its films are ${angles.join(', ')}`,
  empty: 'the upload is empty',
  tooLarge: (maxMegabytes: number) => `a film is at most ${String(maxMegabytes)} MB`,
  unreadable: 'the file could not be read as an MP4 or QuickTime film',
  noPicture: 'the file has no picture: a film needs a video track',
  noSound: 'the film has no sound, so it cannot be aligned with the score',
  tooLong: (maxMinutes: number) => `a film is at most ${String(maxMinutes)} minutes long`,
  tooShort: 'the film is shorter than a second',
  damaged: (detail: string) => `the film could not be decoded to its end: ${detail}`,
  notAligned: (detail: string) => `the film's sound could not be aligned with the score: ${detail}`,
  stalled: 'the job stopped making progress (the server may have restarted); upload the film again',
  jobNotFound: (jobId: string) => `no film job ${jobId} for this product`,
  noFilm: (angle: string) => `this product has no ${angle} film yet`,
  frameOutside: (durationMs: number) =>
    `choose a time within the film: from 0 to ${String(durationMs)} ms`,
  noFrame: 'no picture could be taken from the film at that time',
} as const;

/** Server messages of reading PDF uploads. */
export const studioReadingPdfMessages = {
  notPdfReading: 'only a PDF reading (readingPdf) takes a PDF',
  notPdf: 'send the reading as a PDF (Content-Type application/pdf)',
  empty: 'the upload is empty',
  tooLarge: (maxMegabytes: number) => `a PDF is at most ${String(maxMegabytes)} MB`,
  unreadable: 'the file is not a PDF that can be read',
  encrypted: 'the PDF is password-protected: upload it without a password',
  noPages: 'the PDF has no pages',
} as const;

/** Where a film job is: its transcoding (with progress), the alignment, the storing. */
export const filmJobStages = ['transcoding', 'aligning', 'storing'] as const;

/** An uploaded film's job as it stands. */
export const filmJobSchema = z.object({
  jobId: z.string(),
  angle: z.enum(filmAngles),
  /** queued (waiting or retrying), working, done (the product plays it), failed. */
  state: z.enum(['queued', 'working', 'done', 'failed']),
  /** What it is doing while it works. */
  stage: z.enum(filmJobStages).nullable(),
  /** Per cent of the transcoding done (0–100), while it works. */
  percent: z.number().int().min(0).max(100).nullable(),
  /** Why it failed, when it did. */
  error: z.string().nullable(),
});
export type FilmJob = z.infer<typeof filmJobSchema>;

/** One of the product's films as the studio shows it. */
export const studioFilmSchema = z.object({
  angle: z.enum(filmAngles),
  durationMs: z.number().int().nonnegative(),
  /** Uploaded in the studio (else made by the demo media from the score). */
  isUploaded: z.boolean(),
  /** Points of its sync to the score (uploaded films of a product with a score), 0 without. */
  syncPoints: z.number().int().nonnegative(),
});
export type StudioFilm = z.infer<typeof studioFilmSchema>;

/** A product's films, their jobs under way (or failed), and whether it has a score to sync to. */
export const studioFilmsSchema = z.object({
  angles: z.array(z.enum(filmAngles)),
  hasScore: z.boolean(),
  films: z.array(studioFilmSchema),
  /** The latest job of each angle when it is not done. */
  jobs: z.array(filmJobSchema),
});
export type StudioFilms = z.infer<typeof studioFilmsSchema>;

export const studioFilmParamsSchema = studioProductParamsSchema.extend({
  angle: z.enum(filmAngles, { message: `a film angle is one of ${filmAngles.join(', ')}` }),
});

export const studioFilmJobParamsSchema = studioProductParamsSchema.extend({
  jobId: z.uuid('a film job id is a UUID'),
});

export const studioFilmFrameQuerySchema = z.object({
  /** Where in the film, in milliseconds. */
  atMs: z.coerce.number().int().min(0),
});

/** The poster: the frame of this film at this time becomes the product's cover image. */
export const studioPosterSchema = z
  .object({ angle: z.enum(filmAngles), atMs: z.number().int().min(0) })
  .strict();
export type StudioPoster = z.infer<typeof studioPosterSchema>;

/** A reading's uploaded PDF. */
export const studioReadingPdfSchema = z.object({
  bytes: z.number().int().positive(),
  /** Its pages, when it was just uploaded (not kept: the PDF says). */
  pages: z.number().int().positive().nullable(),
});

export const studioReadingPdfAnswerSchema = z.object({
  /** Null when the reading has no PDF yet, or one typeset from its pages (not uploaded). */
  pdf: studioReadingPdfSchema.nullable(),
});
export type StudioReadingPdfAnswer = z.infer<typeof studioReadingPdfAnswerSchema>;

/** The product's films and their jobs. */
export const studioFilmsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/studio/products/:id/films',
  params: studioProductParamsSchema,
  response: { 200: studioFilmsSchema },
});

/**
 * Uploads one film of the product (the body is the MP4 or QuickTime file, with its
 * Content-Type): checked as it arrives, then made into AES-128 HLS (and, for a product with a
 * score, aligned to it) by a job; when the job is done it is the product's film of that angle.
 */
export const uploadStudioFilmEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/studio/products/:id/films/:angle',
  params: studioFilmParamsSchema,
  response: { 202: filmJobSchema },
});

/** How a film's job stands. */
export const studioFilmJobEndpoint = defineEndpoint({
  method: 'GET',
  path: '/studio/products/:id/film-jobs/:jobId',
  params: studioFilmJobParamsSchema,
  response: { 200: filmJobSchema },
});

/** One frame of a film, as a JPEG (for choosing the poster). */
export const studioFilmFrameEndpoint = defineEndpoint({
  method: 'GET',
  path: '/studio/products/:id/films/:angle/frame.jpg',
  params: studioFilmParamsSchema,
  query: studioFilmFrameQuerySchema,
});

/** Makes a frame of one of the product's films its cover image (the films' poster). */
export const setStudioPosterEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/studio/products/:id/poster',
  params: studioProductParamsSchema,
  body: studioPosterSchema,
  response: { 200: studioProductSchema },
});

/** The reading's uploaded PDF, if it has one. */
export const studioReadingPdfEndpoint = defineEndpoint({
  method: 'GET',
  path: '/studio/products/:id/reading-pdf',
  params: studioProductParamsSchema,
  response: { 200: studioReadingPdfAnswerSchema },
});

/** Uploads a PDF reading's PDF (the body is the file, `application/pdf`): checked, then served. */
export const uploadStudioReadingPdfEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/studio/products/:id/reading-pdf',
  params: studioProductParamsSchema,
  response: { 200: studioReadingPdfAnswerSchema },
});
