import { z } from 'zod';
import { productIdSchema } from '../catalogue/product.js';
import { checkDateRange, dateRangeSchema } from './date-range.js';

/** Rows of the top-N lists (searches with no result, pieces practised most). */
export const NUMBERS_TOP_ROWS = 20;

const count = z.number().int().min(0);
/** A share from 0 to 1, or null when there was nothing to divide by. */
const rate = z.number().min(0).max(1).nullable();
const moneySchema = z.object({ currency: z.string(), amountMinor: z.number().int() });

export const numbersDaySchema = z.object({
  day: z.iso.date(),
  signups: count,
  trialsStarted: count,
  /** Paying subscribers at the end of the day. */
  activeSubscribers: count,
});

/** The operations dashboard; every figure is defined in ARCHITECTURE.md ("Numbers"). */
export const numbersSchema = z.object({
  range: dateRangeSchema,
  days: z.array(numbersDaySchema),
  signups: count,
  trialsStarted: count,
  conversion: z.object({ trialsEnded: count, converted: count, rate }),
  activeSubscribers: count,
  /** Churned over subscribers at the start: above 1 when most who left joined in the range. */
  churn: z.object({
    subscribersAtStart: count,
    churned: count,
    rate: z.number().min(0).nullable(),
  }),
  mrr: z.array(moneySchema),
  recovered: z.object({ payments: count, amounts: z.array(moneySchema) }),
  noResultSearches: z.array(z.object({ query: z.string(), searches: count })),
  /** First-party events stored in the range (visitors who accepted cookies), by name. */
  events: z.array(z.object({ name: z.string(), count })),
  practisedPieces: z.array(
    z.object({ productId: productIdSchema, title: z.string(), seconds: count, people: count }),
  ),
});
export type Numbers = z.infer<typeof numbersSchema>;
export type Money = z.infer<typeof moneySchema>;

export const catalogueFiguresQuerySchema = z
  .object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    /** Admins choose an imprint (all of them without it); a publisher always sees its own. */
    publisherId: z.string().min(1).max(64).optional(),
  })
  .strict()
  .superRefine(checkDateRange);
export type CatalogueFiguresQuery = z.infer<typeof catalogueFiguresQuerySchema>;

/** Products listed at most, those played or practised most first. */
export const CATALOGUE_FIGURES_MAX_ROWS = 200;

export const catalogueFiguresSchema = z.object({
  range: dateRangeSchema,
  /** The imprints the viewer may choose from: all for an admin, its own for a publisher. */
  publishers: z.array(z.object({ id: z.string(), name: z.string() })),
  publisherId: z.string().nullable(),
  products: z.array(
    z.object({
      productId: productIdSchema,
      title: z.string(),
      publisherName: z.string(),
      plays: count,
      practiceSeconds: count,
      practisers: count,
    }),
  ),
});
export type CatalogueFigures = z.infer<typeof catalogueFiguresSchema>;
