import { z } from 'zod';
import {
  offerCodeSchema,
  offerContentSchema,
  offerDiscountSchema,
  offerTermsSchema,
} from '../billing/offer.js';
import type { FieldError } from '../http/error.js';
import { consoleMessages } from './console-messages.js';

/**
 * An offer as the console edits it: its code, every billing term and its page content as
 * stored (texts with their `{scores}`-style placeholders, not filled in).
 */
export const offerDefinitionSchema = offerTermsSchema
  .required()
  .extend({ code: offerCodeSchema, content: offerContentSchema })
  .strict();
export type OfferDefinition = z.infer<typeof offerDefinitionSchema>;
export type OfferDefinitionInput = z.input<typeof offerDefinitionSchema>;

/**
 * The rule across an offer's fields, checked by the server and by the console before sending:
 * third-party consent is asked for a named partner only (spec §2). Null when it holds.
 */
export function offerFieldsError(
  definition: Pick<OfferDefinition, 'thirdPartyMarketing' | 'associateName'>,
): FieldError | null {
  return definition.thirdPartyMarketing && !definition.associateName
    ? { field: 'thirdPartyMarketing', message: consoleMessages.thirdPartyMarketingNeedsAssociate }
    : null;
}

/** An edit: everything but the code, which names the offer in the path. */
export const offerEditSchema = offerDefinitionSchema.omit({ code: true });
export type OfferEditInput = z.input<typeof offerEditSchema>;

/**
 * What an offer brought, counted from subscriptions and transactions: subscriptions started
 * with it, those that began with a trial, trials whose end has passed, and trials followed by
 * a paid charge.
 */
export const offerFiguresSchema = z.object({
  redemptions: z.number().int().nonnegative(),
  trialsStarted: z.number().int().nonnegative(),
  trialsEnded: z.number().int().nonnegative(),
  convertedToPaid: z.number().int().nonnegative(),
});
export type OfferFigures = z.infer<typeof offerFiguresSchema>;

export const consoleOfferSummarySchema = z.object({
  code: z.string(),
  title: z.string(),
  status: z.enum(['active', 'inactive']),
  trialLength: z.number().int(),
  template: z.enum(['A', 'B']),
  associateName: z.string().nullable(),
  discount: offerDiscountSchema.nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
  figures: offerFiguresSchema,
});
export type ConsoleOfferSummary = z.infer<typeof consoleOfferSummarySchema>;

export const consoleOffersSchema = z.object({ items: z.array(consoleOfferSummarySchema) });

export const consoleOfferSchema = z.object({
  definition: offerDefinitionSchema,
  version: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  figures: offerFiguresSchema,
});
export type ConsoleOffer = z.infer<typeof consoleOfferSchema>;

export const consoleOfferParamsSchema = z.object({ code: offerCodeSchema }).strict();

/** Image types an offer page may show; SVG is refused (it can carry script). */
export const offerImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type OfferImageType = (typeof offerImageTypes)[number];
export const OFFER_IMAGE_MAX_BYTES = 1024 * 1024;

/** An uploaded image, base64 in JSON so it goes through the contract like every body. */
export const offerImageUploadSchema = z
  .object({
    contentType: z.enum(offerImageTypes),
    data: z.base64().max(Math.ceil(OFFER_IMAGE_MAX_BYTES / 3) * 4 + 4),
  })
  .strict();
export const offerImageSchema = z.object({ url: z.string() });

export const offerImageParamsSchema = z
  .object({ name: z.string().regex(/^[0-9a-f]{64}\.(png|jpg|webp|gif)$/) })
  .strict();
