import { z } from 'zod';
import { catalogueMessages } from './catalogue-messages.js';
import { difficultySchema } from './difficulty.js';
import { productFeatureFlags, productTypeSchema, videoPerspectives } from './product-types.js';

/** Product ids are short, URL-safe and stable: the demo library's survive a reseed. */
export const productIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,64}$/, catalogueMessages.invalidProductId);

export const productIdParamsSchema = z.object({ id: productIdSchema }).strict();

/** An image or media link: a path relative to the API host, or an absolute https URL. */
export const urlRefSchema = z.object({ url: z.string().min(1) });
export type UrlRef = z.infer<typeof urlRefSchema>;

/**
 * What lists, carousels, parents and children show of a product (load state 'partial'):
 * enough for a card or a search row (title, composer, volume, difficulty).
 */
export const productSummarySchema = z.object({
  id: productIdSchema,
  type: productTypeSchema,
  title: z.string(),
  subtitle: z.string().nullable(),
  /** Composers' names joined for display; the list is in `persons.composers` of the full product. */
  composer: z.string().nullable(),
  featuredArtist: z.string().nullable(),
  /** Title of the volume the product belongs to (itself for a volume), for search rows. */
  volumeTitle: z.string().nullable(),
  difficulty: difficultySchema,
  coverImage: urlRefSchema,
  /** Milliseconds; for videos, performances and explore items. */
  videoDuration: z.number().int().nonnegative().nullable(),
  published: z.boolean(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

const summaries = z.array(productSummarySchema);

export const productPersonsSchema = z.object({
  composers: z.array(z.string()),
  arrangers: z.array(z.string()),
  lyricists: z.array(z.string()),
  editors: z.array(z.string()),
  selectors: z.array(z.string()),
  translators: z.array(z.string()),
});
export type ProductPersons = z.infer<typeof productPersonsSchema>;

export const productVideoSchema = z.object({
  url: z.string().min(1),
  perspective: z.enum(videoPerspectives),
});

/** The product as a product page needs it (load state 'complete'), spec §3. */
export const productSchema = productSummarySchema.extend({
  copyright: z.string().nullable(),
  /** Where an imported score came from (a URL, an edition) and its licence, for the credits. */
  source: z.string().nullable(),
  licence: z.string().nullable(),
  /** Genre tags, normalised ('art song', 'jazz'), as the studio set them. */
  genres: z.array(z.string()),
  /** HTML. */
  description: z.string().nullable(),
  persons: productPersonsSchema,
  /** The publisher. */
  orgName: z.string().nullable(),
  /** Key, sung language and year of a piece, when known. */
  musicalKey: z.string().nullable(),
  language: z.string().nullable(),
  year: z.number().int().nullable(),
  socialImage: urlRefSchema,
  previewImage: urlRefSchema,
  logoImage: urlRefSchema.nullable(),
  titleImage: urlRefSchema.nullable(),
  pdf: urlRefSchema.nullable(),
  package: urlRefSchema.nullable(),
  previewPackage: urlRefSchema.nullable(),
  pronunciationAudio: urlRefSchema.nullable(),
  videoPlaylistUrl: z.string().nullable(),
  videos: z.array(productVideoSchema),
  featureFlags: z.array(z.enum(productFeatureFlags)),
  /**
   * Whether every medium the product offers (its recording, pronunciation guide, videos) is
   * made. Until it is, the product is in no list, carousel or search result, and its own page
   * says it is being prepared (and asks again) instead of offering to play it.
   */
  mediaReady: z.boolean(),
  /** Direct parents in order (the first is the parent); for performance and explore, then the grandparent. */
  parentProducts: summaries,
  pieces: summaries,
  volumes: summaries,
  masterclasses: summaries,
  /** The same pieces in a fresh random order on every request, for "explore further" rows. */
  shuffledPieces: summaries,
  /** Related media: a volume's videos, readings and its masterclasses' performances; a masterclass's performance. */
  features: z.object({
    videos: summaries,
    readings: summaries,
    performances: summaries,
    explore: summaries,
  }),
});
export type Product = z.infer<typeof productSchema>;

export const volumeQuerySchema = z.object({ expand: z.enum(['all']).optional() }).strict();

/** GET /volumes/{id}?expand=all: the volume with its pieces, masterclasses and other children complete. */
export const volumeExpandedSchema = productSchema.extend({
  pieces: z.array(productSchema),
  masterclasses: z.array(productSchema),
  /** Every other child (videos, readings, credits, ...), complete. */
  children: z.array(productSchema),
});
export type VolumeExpanded = z.infer<typeof volumeExpandedSchema>;

export const collectionsResponseSchema = z.object({ collections: summaries });
export type CollectionsResponse = z.infer<typeof collectionsResponseSchema>;

export const collectionVolumesResponseSchema = z.object({
  collection: productSummarySchema,
  volumes: summaries,
});
export type CollectionVolumesResponse = z.infer<typeof collectionVolumesResponseSchema>;
