import { z } from 'zod';
import { difficultyLevelSchema } from '../catalogue/difficulty.js';
import { genresSchema } from '../catalogue/genres.js';
import { personRoleSchema, productTypeSchema } from '../catalogue/product-types.js';
import { studioMessages } from './studio-messages.js';

export const STUDIO_PAGE_SIZE = 25;
export const STUDIO_TITLE_MAX = 200;
export const STUDIO_DESCRIPTION_MAX = 5000;
export const STUDIO_PEOPLE_MAX = 20;

const productIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,64}$/, 'product id must be 1 to 64 letters, digits or dashes');

export const studioProductParamsSchema = z.object({ id: productIdSchema });

export const studioProductsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type StudioProductsQuery = z.input<typeof studioProductsQuerySchema>;

/** One row of the studio's product list. */
export const studioProductRowSchema = z.object({
  id: z.string(),
  type: productTypeSchema,
  title: z.string(),
  composer: z.string().nullable(),
  publisher: z.string().nullable(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type StudioProductRow = z.infer<typeof studioProductRowSchema>;

export const studioProductsPageSchema = z.object({
  items: z.array(studioProductRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The imprint the list is limited to (a publisher's), or null for an admin's whole catalogue. */
  imprint: z.string().nullable(),
  /** An admin's list: every product. False for a publisher (with or without an imprint). */
  isWholeCatalogue: z.boolean(),
});
export type StudioProductsPage = z.infer<typeof studioProductsPageSchema>;

export const studioPersonSchema = z.object({
  name: z.string().trim().min(1, studioMessages.personNameRequired).max(200),
  role: personRoleSchema,
});
export type StudioPerson = z.infer<typeof studioPersonSchema>;

/** A volume the product is in, and its place there (1-based) among the volume's items. */
export const studioPlacementSchema = z.object({
  volumeId: z.string(),
  volumeTitle: z.string(),
  position: z.number().int(),
  count: z.number().int(),
});
export type StudioPlacement = z.infer<typeof studioPlacementSchema>;

export const difficultySuggestionSchema = z.object({
  level: difficultyLevelSchema,
  factors: z.array(z.object({ name: z.string(), value: z.string(), level: difficultyLevelSchema })),
});

/** A hint computed from the score, with its method; `reason` says why there is none. */
export const suggestedDifficultySchema = z.object({
  method: z.string(),
  piano: difficultySuggestionSchema.nullable(),
  vocal: difficultySuggestionSchema.nullable(),
  reason: z.string().nullable(),
});
export type SuggestedDifficulty = z.infer<typeof suggestedDifficultySchema>;

/** What the edit page shows and changes. */
export const studioProductSchema = z.object({
  id: z.string(),
  type: productTypeSchema,
  title: z.string(),
  description: z.string().nullable(),
  published: z.boolean(),
  publisher: z.string().nullable(),
  people: z.array(studioPersonSchema),
  genres: z.array(z.string()),
  difficulty: z.object({
    piano: difficultyLevelSchema.nullable(),
    vocal: difficultyLevelSchema.nullable(),
  }),
  placements: z.array(studioPlacementSchema),
  suggestedDifficulty: suggestedDifficultySchema,
  /** The uploaded cover's address, or null when the generated cover is shown. */
  uploadedCover: z.string().nullable(),
  updatedAt: z.string(),
});
export type StudioProduct = z.infer<typeof studioProductSchema>;

/** A change to a product: only the fields given change. */
export const studioProductChangeSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, studioMessages.titleRequired)
      .max(STUDIO_TITLE_MAX, studioMessages.titleTooLong(STUDIO_TITLE_MAX)),
    description: z
      .string()
      .trim()
      .max(STUDIO_DESCRIPTION_MAX, studioMessages.descriptionTooLong(STUDIO_DESCRIPTION_MAX))
      .nullable(),
    people: z
      .array(studioPersonSchema)
      .max(STUDIO_PEOPLE_MAX, studioMessages.tooManyPeople(STUDIO_PEOPLE_MAX)),
    /** The whole list of tags (normalised, each once). */
    genres: genresSchema,
    difficulty: z.object({
      piano: difficultyLevelSchema.nullable(),
      vocal: difficultyLevelSchema.nullable(),
    }),
    published: z.boolean(),
  })
  .partial()
  .strict();
export type StudioProductChange = z.input<typeof studioProductChangeSchema>;

export const studioPlacementParamsSchema = z.object({
  id: productIdSchema,
  volumeId: productIdSchema,
});

export const studioPlacementChangeSchema = z.object({
  /** 1-based place among the volume's items. */
  position: z.number().int().min(1),
});

export const STUDIO_COVER_MAX_BYTES = 1024 * 1024;
export const studioCoverTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type StudioCoverType = (typeof studioCoverTypes)[number];

/** A cover image, its bytes in base64 (JSON bodies only; at most 1 MB of image). */
export const studioCoverUploadSchema = z
  .object({
    contentType: z.enum(studioCoverTypes, {
      message: 'a cover image is a PNG, JPEG or WebP file',
    }),
    data: z.base64({ message: 'the image must be sent in base64' }),
  })
  .strict();
export type StudioCoverUpload = z.infer<typeof studioCoverUploadSchema>;

export const studioCoverParamsSchema = z.object({
  id: productIdSchema,
  name: z.string().regex(/^[0-9a-f]{64}\.(png|jpg|webp)$/, 'not a cover image name'),
});

export const studioGenresQuerySchema = z.object({
  /** The beginning of a tag, as typed (normalised before it is matched). */
  q: z.string().max(40).optional(),
});

/** Tags already in use, for the edit form's suggestions: the most used first. */
export const studioGenresSchema = z.object({
  items: z.array(z.object({ name: z.string(), products: z.number().int() })),
});
export type StudioGenres = z.infer<typeof studioGenresSchema>;

/** The imprints an upload may go to: every one for an admin, its own for a publisher. */
export const studioImprintsSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Whether the viewer chooses (an admin) or its imprint is the only one (a publisher). */
  canChoose: z.boolean(),
});
export type StudioImprints = z.infer<typeof studioImprintsSchema>;
