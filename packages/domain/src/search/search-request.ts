import { z } from 'zod';
import { searchMessages } from './search-messages.js';
import { browseFieldSchema, searchSortColumns, sortDirections } from './search-types.js';

/** Longest accepted `q`; longer is a 400 (nobody types more, and it bounds the work). */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Largest `size` (spec §9: 10000 for a type or browse); larger is a 400. */
export const SEARCH_SIZE_MAX = 10_000;
/** Items per group in the overview (spec §9). */
export const SEARCH_OVERVIEW_SIZE = 5;
/** Largest `from`: paging reaches as far as a one-type search can list. */
export const SEARCH_FROM_MAX = SEARCH_SIZE_MAX;
/** `size` when none is given. */
export const SEARCH_DEFAULT_SIZE = 10;
/** Spec §5: the client does not ask for queries of 2 characters or fewer. */
export const SEARCH_MIN_QUERY_LENGTH = 3;

/** A query as the web app sends it: trimmed, runs of white space made one space. */
export function normalizeSearchQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ');
}

/** A filter value; control characters (NUL above all) cannot be names and PostgreSQL refuses NUL. */
const filterValueSchema = z
  .string()
  .max(500)
  .regex(/^[^\p{Cc}]*$/u, searchMessages.controlCharacters);

const sortPattern = new RegExp(`^(${searchSortColumns.join('|')}):(${sortDirections.join('|')})$`);

/**
 * GET /api/products/search. The four forms of spec §7:
 * - overview: `q`, `size=5`, `groupBy=_type`;
 * - one type: `q`, `filter=_type:{type}`, `size=10000` (optionally `sort`);
 * - browse by term: `filter={field}:{term}`, `size=10000`, `groupBy=_type`;
 * - term list: `terms={field}`.
 *
 * `filter` may be repeated: `filter=composer:Frédéric Chopin&filter=_type:piece` is browse by
 * term and type. Each is `{field}:{value}` split at the first colon; fields are `_type` (a
 * search type) and the browse fields. A term matches a name exactly, ignoring case.
 *
 * `difficulty` is JSON, in either shape:
 * - per instrument, `{"piano":[0,1,2,3],"vocal":[7,8,9]}`: a product matches when its piano
 *   level is in the piano list or its vocal level is in the vocal list;
 * - a plain list, `[0,1,2,3]`: the product's piano or vocal level is in the list.
 * Products without a level for the listed instruments (readings, for instance) do not match.
 * Empty lists, levels outside 0-9, other shapes and invalid JSON mean no difficulty filter.
 *
 * Results are always grouped by search type; `groupBy=_type` is accepted as the spec's calls
 * send it. `size` is the number of items per group, `from` how many of each group's first
 * results to skip (paging: `from=50&size=50` is the second page of 50); `total` counts all of
 * a group's matches, on every page.
 * `sort` is `{column}:{asc|desc}` (no sort is relevance order: best match first, ties by title).
 */
export const searchRequestSchema = z
  .object({
    q: z
      .string()
      .max(SEARCH_QUERY_MAX_LENGTH, searchMessages.queryTooLong(SEARCH_QUERY_MAX_LENGTH))
      .optional(),
    filter: z.union([filterValueSchema, z.array(filterValueSchema).max(4)]).optional(),
    terms: browseFieldSchema.optional(),
    groupBy: z.literal('_type').optional(),
    size: z.coerce
      .number()
      .int()
      .min(1)
      .max(SEARCH_SIZE_MAX, searchMessages.sizeTooLarge(SEARCH_SIZE_MAX))
      .optional(),
    from: z.coerce
      .number()
      .int()
      .min(0)
      .max(SEARCH_FROM_MAX, searchMessages.fromTooLarge(SEARCH_FROM_MAX))
      .optional(),
    difficulty: z.string().max(500).optional(),
    sort: z.string().regex(sortPattern, searchMessages.invalidSort).optional(),
  })
  .strict();
export type SearchRequest = z.infer<typeof searchRequestSchema>;
