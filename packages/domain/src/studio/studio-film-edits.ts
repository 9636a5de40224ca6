import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import { studioFilmParamsSchema, studioFilmsSchema } from './studio-films.js';
import { studioRecordingSyncSchema, studioSyncMapChangeSchema } from './studio-recording-sync.js';

/** Why a film cannot be removed or its sync corrected (the `message` of the error body). */
export const studioFilmEditMessages = {
  noUploadedFilm: (angle: string) => `this product has no uploaded ${angle} film`,
  noFilmSync: (angle: string) =>
    `the ${angle} film has no sync to correct: only a film uploaded for a product with a score is aligned`,
  noFilmAudio: (angle: string) => `the ${angle} film's sound could not be read`,
} as const;

/** An uploaded film's sync as the sync editor sees it (the recording's shape: its length, map). */
export const studioFilmSyncAnswerSchema = z.object({
  /** Null for a film without a sync map (made from the score, or of a product with none). */
  film: studioRecordingSyncSchema.nullable(),
});
export type StudioFilmSyncAnswer = z.infer<typeof studioFilmSyncAnswerSchema>;

/**
 * Removes an uploaded film of one angle: its HLS (segments, playlist), key and poster go from
 * the media store and the database, and the product no longer lists it (a performance's camera
 * in `videos`, a video's `videoPlaylistUrl`; its length is its longest film left's). Answers
 * the product's films as they are then.
 */
export const removeStudioFilmEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/studio/products/:id/films/:angle',
  params: studioFilmParamsSchema,
  response: { 200: studioFilmsSchema },
});

/** The film's sync to the score as the alignment (or the last correction) left it. */
export const studioFilmSyncEndpoint = defineEndpoint({
  method: 'GET',
  path: '/studio/products/:id/films/:angle/sync',
  params: studioFilmParamsSchema,
  response: { 200: studioFilmSyncAnswerSchema },
});

/** Saves a corrected sync map for an uploaded film, checked as a recording's is. */
export const saveStudioFilmSyncEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/studio/products/:id/films/:angle/sync',
  params: studioFilmParamsSchema,
  body: studioSyncMapChangeSchema,
  response: { 200: studioRecordingSyncSchema },
});

/** The film's sound alone (AAC in MP4), for the sync editor's waveform and playback. */
export const studioFilmAudioEndpoint = defineEndpoint({
  method: 'GET',
  path: '/studio/products/:id/films/:angle/audio.m4a',
  params: studioFilmParamsSchema,
});
