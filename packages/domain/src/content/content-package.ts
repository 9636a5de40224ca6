import { z } from 'zod';
import { productIdSchema } from '../catalogue/product.js';
import { videoPerspectives } from '../catalogue/product-types.js';

/**
 * Where a recording is in the score: anchor points `[recording milliseconds, score position in
 * quarter notes]` in increasing time. The player interpolates between them, so a performed
 * recording needs a point per beat or bar, and a recording rendered from the score one per onset.
 */
export const syncMapSchema = z.object({
  points: z.array(z.tuple([z.number().nonnegative(), z.number().nonnegative()])).min(1),
});
export type SyncMap = z.infer<typeof syncMapSchema>;

/**
 * The recording's parts apart (stems): one file of the same performance, on the same sync map,
 * each of its channels one part, named by the staves (MEI `staff@n`) it plays; the player mixes
 * them (mute, solo, volume). For subscribers only, like the recording.
 */
export const recordingStemsSchema = z.object({
  url: z.string().min(1),
  channels: z.array(z.object({ staves: z.array(z.number().int().positive()).min(1) })).min(2),
});
export type RecordingStems = z.infer<typeof recordingStemsSchema>;

export const recordingSchema = z.object({
  url: z.string().min(1),
  durationMs: z.number().int().positive(),
  syncMap: syncMapSchema,
  /** Made for some pieces only (the demo media make a few): absent where there are none. */
  stems: recordingStemsSchema.optional(),
});
export type Recording = z.infer<typeof recordingSchema>;

/** The sung text line by line, with its English translation beside it. */
export const translationSchema = z.object({
  language: z.string(),
  lines: z.array(z.object({ original: z.string(), translation: z.string().nullable() })),
});
export type Translation = z.infer<typeof translationSchema>;

/**
 * One line of a spoken pronunciation guide: where the guide speaks it (milliseconds of its
 * audio, measured from the synthesis of that line) and, when the score's syllables were found,
 * where the score sings it (quarter notes from the start, as a sync map counts them: from the
 * onset of its first syllable's note to the end of its last's).
 */
export const pronunciationLineSchema = z.object({
  text: z.string(),
  startMs: z.number().int().nonnegative(),
  endMs: z.number().int().positive(),
  sung: z.object({ startQ: z.number().nonnegative(), endQ: z.number().nonnegative() }).nullable(),
});
export type PronunciationLine = z.infer<typeof pronunciationLineSchema>;

/** What is kept with a guide made line by line (its media asset's sync map). */
export const pronunciationTimingsSchema = z.object({
  lines: z.array(pronunciationLineSchema).min(1),
});
export type PronunciationTimings = z.infer<typeof pronunciationTimingsSchema>;

/**
 * A piece's pronunciation guide in its full package: its length and its lines, one for each of
 * the translation's lines and in the same order; no lines when the guide is one clip (a recorded
 * guide, or one made from another version of the text). The audio is the product's
 * `pronunciationAudio.url`.
 */
export const pronunciationSchema = z.object({
  durationMs: z.number().int().positive(),
  lines: z.array(pronunciationLineSchema),
});
export type Pronunciation = z.infer<typeof pronunciationSchema>;

/** A piece's (or performance's) package: the score, and its recording when one is ready. */
export const scorePackageSchema = z.object({
  kind: z.literal('score'),
  productId: productIdSchema,
  /**
   * A preview holds only the first bars: the rest never leaves the server. A preview of no bars
   * (`measureCount` 0, `score` empty) means the piece is too short for one: show only the prompt.
   */
  isPreview: z.boolean(),
  format: z.enum(['musicxml', 'mei']),
  score: z.string(),
  /** Bars in this package's score, and in the whole piece. */
  measureCount: z.number().int().nonnegative(),
  fullMeasureCount: z.number().int().nonnegative(),
  /** Null in a preview and until the recording has been made: the player synthesises one. */
  recording: recordingSchema.nullable(),
  translation: translationSchema.nullable(),
  /** Null in a preview, for a piece without a guide and until its guide has been made. */
  pronunciation: pronunciationSchema.nullable(),
  /**
   * A performance's films uploaded in the studio, each with its sync to the score (aligned
   * from its sound), by camera: the score beside the film follows the film's time through it.
   * Absent or without a camera for films made from the score, whose time is the score's.
   */
  filmSync: z
    .array(z.object({ perspective: z.enum(videoPerspectives), syncMap: syncMapSchema }))
    .optional(),
  /**
   * The score is longer than a browser can lay out (over `BROWSER_SCORE_MAX_BYTES`): `score` is
   * then empty, and the player says so instead of loading it.
   */
  isTooLargeForBrowser: z.boolean().optional(),
});
export type ScorePackage = z.infer<typeof scorePackageSchema>;

/**
 * The largest score (MusicXML or MEI text) sent to the browser's score viewer. Since loading is
 * linear in the score's length, the viewer lays out and plays the largest real scores measured:
 * string quartets of 6.4 to 11.4 MB (12,286 to 22,958 notes) in 12-17 s on a busy two-core
 * machine (`npm run bench -- corpus`); before, a 7.4 MB quartet ran out of WebAssembly memory
 * and the limit was 6 MB, which turned away 7 of the corpus's 12 quartets.
 */
export const BROWSER_SCORE_MAX_BYTES = 12 * 1024 * 1024;

/** Spec §3: files keyed by path with data; navigation items with title and href. */
export const readingPackageSchema = z.object({
  kind: z.literal('reading'),
  productId: productIdSchema,
  isPreview: z.boolean(),
  files: z.record(z.string(), z.object({ data: z.string() })),
  navigation: z.array(z.object({ title: z.string(), href: z.string() })),
  /**
   * Pages of the whole reading. A preview holds the opening of the first page, at most a third of
   * the reading's text; a preview with no navigation items has no honest preview: show the prompt.
   */
  fullPageCount: z.number().int().nonnegative(),
});
export type ReadingPackage = z.infer<typeof readingPackageSchema>;

export const contentPackageSchema = z.discriminatedUnion('kind', [
  scorePackageSchema,
  readingPackageSchema,
]);
export type ContentPackage = z.infer<typeof contentPackageSchema>;

/** Media URLs for clients that cannot send cookies carry this (spec §6), never the session token. */
export const accessTokenQuerySchema = z
  .object({ accessToken: z.string().min(1).max(512).optional() })
  .strict();

export const mediaTokenResponseSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.iso.datetime(),
});
export type MediaTokenResponse = z.infer<typeof mediaTokenResponseSchema>;

/**
 * Bars a preview keeps: at most half the piece (rounded down), at most eight, so it is always
 * shorter than the whole. A one-bar piece has no honest preview: none of its bars are kept.
 */
export const PREVIEW_MAX_MEASURES = 8;

export function previewMeasureCount(fullMeasureCount: number): number {
  return Math.min(PREVIEW_MAX_MEASURES, Math.floor(Math.max(0, fullMeasureCount) / 2));
}
