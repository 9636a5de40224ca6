import { z } from 'zod';
import { productIdSchema, productSummarySchema } from '../catalogue/product.js';
import { libraryMessages } from './library-messages.js';

/** Tempo as the player offers it, in per cent of the score's. */
export const PRACTICE_TEMPO_PERCENT = { min: 50, max: 150 } as const;
/** Semitones either way the key picker moves a piece. */
export const PRACTICE_TRANSPOSE_LIMIT = 6;
/** Most seconds one report of practice time may add (the player reports every 30 s of play). */
export const PRACTICE_REPORT_MAX_SECONDS = 600;
/** Days the practice chart may ask for. */
export const PRACTICE_CHART_DAYS = { min: 7, max: 366, default: 30 } as const;
/** Pieces the practice time answer lists by time spent. */
export const PRACTICE_TOP_PIECES = 10;
export const SETLIST_TITLE_MAX = 120;
export const SETLIST_MAX_PIECES = 200;
export const SETLISTS_PER_USER_MAX = 100;
/** Longest page of a library list. */
export const LIBRARY_PAGE_SIZE_MAX = 100;
export const LIBRARY_PAGE_SIZE_DEFAULT = 20;

export const pieceParamsSchema = z.object({ id: productIdSchema }).strict();

/** `?from=&size=` of the library's lists: `from` items skipped, `size` items at most. */
export const libraryPageQuerySchema = z
  .object({
    from: z.coerce.number().int().min(0).max(100_000).optional(),
    size: z.coerce.number().int().min(1).max(LIBRARY_PAGE_SIZE_MAX).optional(),
  })
  .strict();
export type LibraryPageQuery = z.infer<typeof libraryPageQuerySchema>;

/** A calendar day as the person's device counts it, `YYYY-MM-DD`. */
export const calendarDaySchema = z.iso.date();

/** The bars of the loop, as bar indices (0 is the score's first bar), and whether it is on. */
export const practiceLoopSchema = z
  .object({
    from: z.number().int().min(0).max(100_000),
    to: z.number().int().min(0).max(100_000),
    isOn: z.boolean(),
  })
  .strict()
  .refine((loop) => loop.from <= loop.to, {
    path: ['to'],
    message: libraryMessages.loopOutOfOrder,
  });

/** Where a piece was left and how it was being practised, restored on return. */
export const pieceSettingsSchema = z
  .object({
    /** Score time of the last position, in milliseconds. */
    positionMs: z
      .number()
      .int()
      .min(0)
      .max(24 * 3_600_000),
    /** The printed number of the bar at that position, for lists ('bar 12'). */
    bar: z
      .string()
      .min(1)
      .max(16)
      .regex(/^[^\p{Cc}]*$/u, 'a bar number has no control characters'),
    tempoPercent: z.number().int().min(PRACTICE_TEMPO_PERCENT.min).max(PRACTICE_TEMPO_PERCENT.max),
    /** Semitones from the written key. */
    transpose: z.number().int().min(-PRACTICE_TRANSPOSE_LIMIT).max(PRACTICE_TRANSPOSE_LIMIT),
    loop: practiceLoopSchema.nullable(),
  })
  .strict();
export type PieceSettings = z.infer<typeof pieceSettingsSchema>;

/** `GET /api/me/pieces/{id}/practice`: one piece as the signed-in person keeps it. */
export const piecePracticeSchema = z.object({
  productId: productIdSchema,
  isFavourite: z.boolean(),
  /** Null until the person has practised the piece with the player. */
  settings: pieceSettingsSchema.nullable(),
  lastPractisedAt: z.iso.datetime().nullable(),
  totalSeconds: z.number().int().nonnegative(),
});
export type PiecePractice = z.infer<typeof piecePracticeSchema>;

/**
 * Minutes the person's clock is ahead of UTC (time zones run from UTC-12 to UTC+14). Their
 * calendar day is the server's time moved by it, so a device whose date is wrong still counts
 * its practice on the right day, and the chart and the reports always agree.
 */
export const utcOffsetMinutesSchema = z.coerce
  .number()
  .int()
  .min(-12 * 60)
  .max(14 * 60);

/** `POST /api/me/pieces/{id}/practice-time`: seconds of playing on the person's calendar day. */
export const practiceTimeReportSchema = z
  .object({
    seconds: z.number().int().min(1).max(PRACTICE_REPORT_MAX_SECONDS),
    utcOffsetMinutes: utcOffsetMinutesSchema,
  })
  .strict();
export type PracticeTimeReport = z.infer<typeof practiceTimeReportSchema>;

const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    /** Every item of the list, on every page. */
    total: z.number().int().nonnegative(),
    from: z.number().int().nonnegative(),
    size: z.number().int().positive(),
  });

export const favouriteSchema = z.object({
  product: productSummarySchema,
  addedAt: z.iso.datetime(),
});
export type Favourite = z.infer<typeof favouriteSchema>;
export const favouritesPageSchema = pageOf(favouriteSchema);
export type FavouritesPage = z.infer<typeof favouritesPageSchema>;

export const recentPieceSchema = z.object({
  product: productSummarySchema,
  settings: pieceSettingsSchema.nullable(),
  lastPractisedAt: z.iso.datetime(),
  totalSeconds: z.number().int().nonnegative(),
});
export type RecentPiece = z.infer<typeof recentPieceSchema>;
export const recentPiecesPageSchema = pageOf(recentPieceSchema);
export type RecentPiecesPage = z.infer<typeof recentPiecesPageSchema>;

/**
 * `GET /api/me/practice-time?days=&utcOffsetMinutes=` (or `&until=`): the chart's days and the
 * pieces practised most.
 */
export const practiceTimeQuerySchema = z
  .object({
    days: z.coerce
      .number()
      .int()
      .min(PRACTICE_CHART_DAYS.min)
      .max(PRACTICE_CHART_DAYS.max)
      .optional(),
    /** The last day shown; without it, the person's today (see utcOffsetMinutes). */
    until: calendarDaySchema.optional(),
    utcOffsetMinutes: utcOffsetMinutesSchema.optional(),
  })
  .strict();
export type PracticeTimeQuery = z.infer<typeof practiceTimeQuerySchema>;

export const practiceTimeSchema = z.object({
  /** Every day of the range, oldest first, 0 on days without practice. */
  days: z.array(z.object({ day: calendarDaySchema, seconds: z.number().int().nonnegative() })),
  /** The pieces practised most in the range, most first. */
  pieces: z.array(
    z.object({ product: productSummarySchema, seconds: z.number().int().nonnegative() }),
  ),
  totalSeconds: z.number().int().nonnegative(),
});
export type PracticeTime = z.infer<typeof practiceTimeSchema>;

const setlistTitleSchema = z
  .string()
  .trim()
  .min(1, libraryMessages.titleRequired)
  .max(SETLIST_TITLE_MAX, libraryMessages.titleTooLong(SETLIST_TITLE_MAX))
  .regex(/^[^\p{Cc}]*$/u, 'a title has no control characters');

const setlistPieceIdsSchema = z
  .array(productIdSchema)
  .max(SETLIST_MAX_PIECES, libraryMessages.setlistFull(SETLIST_MAX_PIECES))
  .refine((ids) => new Set(ids).size === ids.length, libraryMessages.pieceTwiceInSetlist);

export const setlistParamsSchema = z.object({ id: z.uuid('not a setlist id') }).strict();

/** `POST /api/me/setlists`: a title, and optionally its first pieces in order. */
export const createSetlistSchema = z
  .object({ title: setlistTitleSchema, productIds: setlistPieceIdsSchema.optional() })
  .strict();
export type CreateSetlistRequest = z.infer<typeof createSetlistSchema>;

/** `PUT /api/me/setlists/{id}`: the whole setlist as it is to be (title, pieces in order, sharing). */
export const updateSetlistSchema = z
  .object({
    title: setlistTitleSchema,
    productIds: setlistPieceIdsSchema,
    isShared: z.boolean(),
  })
  .strict();
export type UpdateSetlistRequest = z.infer<typeof updateSetlistSchema>;

/** `POST /api/me/setlists/{id}/pieces`: one piece added at the end. */
export const addSetlistPieceSchema = z.object({ productId: productIdSchema }).strict();

export const setlistSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  pieceCount: z.number().int().nonnegative(),
  isShared: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type SetlistSummary = z.infer<typeof setlistSummarySchema>;
export const setlistsPageSchema = pageOf(setlistSummarySchema);
export type SetlistsPage = z.infer<typeof setlistsPageSchema>;

/** A setlist with its pieces in order; `isOwner` says whether the viewer may change it. */
export const setlistSchema = setlistSummarySchema.extend({
  isOwner: z.boolean(),
  pieces: z.array(productSummarySchema),
});
export type Setlist = z.infer<typeof setlistSchema>;
