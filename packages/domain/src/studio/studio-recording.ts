import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';
import { studioProductParamsSchema } from './studio.js';

/** An uploaded recording's largest size (a 20-minute WAV at CD quality is about 200 MB). */
export const RECORDING_UPLOAD_MAX_BYTES = 250 * 1024 * 1024;
/** The longest recording the studio aligns. */
export const RECORDING_MAX_MINUTES = 20;

/** The audio the studio takes, by Content-Type (what browsers give those files). */
export const RECORDING_CONTENT_TYPES = [
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/vnd.wave',
  'audio/flac',
  'audio/x-flac',
  'audio/mpeg',
  'audio/mp3',
  'audio/ogg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/m4a',
] as const;

/** Server messages of the recording upload (the `message` of the error body). */
export const studioRecordingMessages = {
  notAudio: 'send the recording as WAV, FLAC, MP3, Ogg or M4A audio (its Content-Type)',
  empty: 'the upload is empty',
  tooLarge: (maxMegabytes: number) => `a recording is at most ${String(maxMegabytes)} MB`,
  undecodable: 'the file could not be read as audio',
  tooLong: (maxMinutes: number) => `a recording is at most ${String(maxMinutes)} minutes long`,
  tooShort: 'the recording is shorter than a second',
  noScore: 'this product has no score to align a recording with',
  jobNotFound: (jobId: string) => `no alignment ${jobId} for this product`,
} as const;

/** The alignment of an upload, as its job stands. */
export const recordingAlignmentSchema = z.object({
  jobId: z.string(),
  /** queued (waiting or retrying), working, done (the piece plays it), failed. */
  state: z.enum(['queued', 'working', 'done', 'failed']),
  /** Why it failed, when it did. */
  error: z.string().nullable(),
});
export type RecordingAlignment = z.infer<typeof recordingAlignmentSchema>;

export const recordingAlignmentParamsSchema = studioProductParamsSchema.extend({
  jobId: z.uuid('an alignment id is a UUID'),
});

/**
 * Uploads a recording of a piece (the body is the audio file itself, with its Content-Type):
 * it is checked (decodable, not too long), then aligned to the score by a job; when the job is
 * done it is the piece's recording, with the sync map the player highlights by.
 */
export const uploadStudioRecordingEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/studio/products/:id/recording',
  params: studioProductParamsSchema,
  response: { 202: recordingAlignmentSchema },
});

/** How an upload's alignment stands. */
export const studioRecordingAlignmentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/studio/products/:id/recording/alignments/:jobId',
  params: recordingAlignmentParamsSchema,
  response: { 200: recordingAlignmentSchema },
});
