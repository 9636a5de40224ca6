import { z } from 'zod';
import { productSummarySchema } from '../catalogue/product.js';
import { browseFieldSchema, searchTypeSchema } from './search-types.js';

/**
 * One row of a result table (spec §2): piece title, composer, volume; performance title,
 * artist (featuredArtist), composer, volume; reading title, composer, volume; video title,
 * artist, composer, volume; with difficulty (a level per instrument the product is for) and
 * cover. It is the catalogue's product summary, so a result links and renders like any card;
 * `type` is the product's own type (it picks the page: see productUrlKind).
 */
export const searchItemSchema = productSummarySchema;
export type SearchItem = z.infer<typeof searchItemSchema>;

/** A group's first `size` items in order, and how many items the group has in all. */
export const searchGroupSchema = z.object({
  items: z.array(searchItemSchema),
  total: z.number().int().nonnegative(),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/**
 * Results keyed by search type. Every type is present (total 0 when nothing matched), or
 * only the one asked for with `filter=_type:{type}`. When `q` found nothing, `suggestion` may
 * offer a query close to it, made of words the catalogue holds, that finds something with the
 * same filters ("did you mean").
 */
export const searchResultsSchema = z.object({
  kind: z.literal('results'),
  groups: z.partialRecord(searchTypeSchema, searchGroupSchema),
  suggestion: z.string().optional(),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** `terms={field}`: every name in the category with how many products it has, by name. */
export const searchTermsSchema = z.object({
  kind: z.literal('terms'),
  field: browseFieldSchema,
  terms: z.array(z.object({ term: z.string(), count: z.number().int().positive() })),
});
export type SearchTerms = z.infer<typeof searchTermsSchema>;

export const searchResponseSchema = z.discriminatedUnion('kind', [
  searchResultsSchema,
  searchTermsSchema,
]);
export type SearchResponse = z.infer<typeof searchResponseSchema>;
