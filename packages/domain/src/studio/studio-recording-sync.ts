import { z } from 'zod';
import { syncMapSchema } from '../content/content-package.js';
import { defineEndpoint } from '../http/endpoint.js';
import { studioProductParamsSchema } from './studio.js';

/** The most points a corrected sync map may have (a point per onset of a long piece). */
export const SYNC_MAP_MAX_POINTS = 20_000;

/** Why a corrected sync map is refused (the `message` of the error body). */
export const studioSyncMessages = {
  noUploadedRecording: 'this piece has no uploaded recording to correct',
  tooManyPoints: `a sync map has at most ${String(SYNC_MAP_MAX_POINTS)} points`,
  notRising: (point: number) =>
    `point ${String(point)} is not after the one before it: times and score positions must both rise`,
  afterRecording: (point: number, ms: number, durationMs: number) =>
    `point ${String(point)} is at ${String(ms)} ms, after the recording's end (${String(durationMs)} ms)`,
  afterScore: (point: number, quarters: number, scoreEnd: number) =>
    `point ${String(point)} is at quarter ${String(quarters)}, after the score's end (quarter ${String(scoreEnd)})`,
  endsEarly: (scoreEnd: number) =>
    `the last point must be at the score's end (quarter ${String(scoreEnd)})`,
} as const;

/** A piece's uploaded recording as the sync editor sees it. */
export const studioRecordingSyncSchema = z.object({
  durationMs: z.number().int().positive(),
  /** Where the score ends, in quarter notes: a sync map's last point is there. */
  scoreEndQuarters: z.number().nonnegative(),
  syncMap: syncMapSchema,
});
export type StudioRecordingSync = z.infer<typeof studioRecordingSyncSchema>;

/** The editor's question: the uploaded recording's sync, or null when the piece has none yet. */
export const studioRecordingSyncAnswerSchema = z.object({
  recording: studioRecordingSyncSchema.nullable(),
});
export type StudioRecordingSyncAnswer = z.infer<typeof studioRecordingSyncAnswerSchema>;

export const studioSyncMapChangeSchema = z.object({
  syncMap: z.object({
    points: z
      .array(z.tuple([z.number().nonnegative(), z.number().nonnegative()]))
      .min(2, 'a sync map has at least two points')
      .max(SYNC_MAP_MAX_POINTS, studioSyncMessages.tooManyPoints),
  }),
});
export type StudioSyncMapChange = z.infer<typeof studioSyncMapChangeSchema>;

/**
 * The uploaded recording's sync map, as the aligner (or the last correction) left it; null for a
 * piece without an uploaded recording (an answer, not an error: the edit page asks for every piece).
 */
export const studioRecordingSyncEndpoint = defineEndpoint({
  method: 'GET',
  path: '/studio/products/:id/recording/sync',
  params: studioProductParamsSchema,
  response: { 200: studioRecordingSyncAnswerSchema },
});

/**
 * Saves a corrected sync map for the piece's uploaded recording: points rising in time and in
 * score position, within the recording and the score, the last one at the score's end.
 */
export const saveStudioRecordingSyncEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/studio/products/:id/recording/sync',
  params: studioProductParamsSchema,
  body: studioSyncMapChangeSchema,
  response: { 200: studioRecordingSyncSchema },
});
