import { z } from 'zod';

export const OFFER_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
export const offerCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(OFFER_CODE_PATTERN, 'must be lower-case letters, digits and dashes');

const imageSchema = z.object({ url: z.string().min(1) });
const colorSchema = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'must be a #hex colour');

export const offerColoursSchema = z.object({
  backgroundColor: colorSchema.optional(),
  foregroundColor: colorSchema.optional(),
  textColor: colorSchema.optional(),
  linkColor: colorSchema.optional(),
  errorColor: colorSchema.optional(),
  logoColor: colorSchema.optional(),
});

const pageSectionStyleSchema = z.record(z.string(), z.string());

/**
 * The page wording, colours and images of an offer: everything but its billing terms. Its
 * texts may name catalogue counts ('{scores} scores'), filled in when the offer is served.
 */
export const offerContentSchema = z
  .object({
    title: z.string().min(1),
    features: z.array(z.string()).default([]),
    subscriptionFeeText: z.string().nullable().default(null),
    firstText: z.string().nullable().default(null),
    secondText: z.string().nullable().default(null),
    thirdText: z.string().nullable().default(null),
    fourthText: z.string().nullable().default(null),
    signupText: z.string().nullable().default(null),
    buttonText: z.string().nullable().default(null),
    colours: offerColoursSchema.default({}),
    backgroundGradient: z.string().nullable().default(null),
    headerBackgroundImage: imageSchema.nullable().default(null),
    titleImage: imageSchema.nullable().default(null),
    offerVideo: imageSchema.nullable().default(null),
    logoImage: imageSchema.nullable().default(null),
    tidoLogoVariant: z.enum(['text-logo', 'app-icon']).default('text-logo'),
    disableDualLogo: z.boolean().default(false),
    hideExploreLink: z.boolean().default(false),
    secondSignupButton: z.boolean().default(false),
    /**
     * Pieces the offer page promotes: this many, drawn from the catalogue when the offer is
     * served (the first its visitors meet on the home page), so they always exist.
     */
    cta: z
      .object({ piece: z.object({ count: z.number().int().min(1).max(6) }).strict() })
      .strict()
      .nullable()
      .default(null),
    pageStyles: z
      .object({
        landing: pageSectionStyleSchema.optional(),
        welcome: pageSectionStyleSchema.optional(),
      })
      .default({}),
  })
  .strict();
export type OfferContent = z.infer<typeof offerContentSchema>;
export type OfferContentInput = z.input<typeof offerContentSchema>;

export const offerDiscountSchema = z.object({
  percentOff: z.number().int().min(1).max(100),
  durationMonths: z.number().int().min(1),
});
export type OfferDiscount = z.infer<typeof offerDiscountSchema>;

export const OFFER_TRIAL_DAYS_MAX = 365;

/**
 * An offer's billing terms, as the CLI and the operations console set them (one set of
 * rules for both): every field optional, for a change of some of them.
 */
export const offerTermsSchema = z
  .object({
    status: z.enum(['active', 'inactive']),
    trialLength: z.number().int().min(0).max(OFFER_TRIAL_DAYS_MAX),
    template: z.enum(['A', 'B']),
    /** The partner named on the signup page; null for none. */
    associateName: z.string().trim().min(1).max(120).nullable(),
    thirdPartyMarketing: z.boolean(),
    discount: offerDiscountSchema.nullable(),
  })
  .partial()
  .strict();
export type OfferTermsInput = z.input<typeof offerTermsSchema>;
export type OfferTerms = z.infer<typeof offerTermsSchema>;

/** A promoted piece as an offer page shows and links it. */
export const offerPieceSchema = z.object({
  id: z.string(),
  title: z.string(),
  composer: z.string().nullable(),
});

/** `GET /api/offers/code/{code}` (spec §3 Offer): texts with their counts filled in. */
export const offerSchema = offerContentSchema.extend({
  /** The promoted pieces, each also as 'Composer, Title' (spec's secondaryTexts); null for none. */
  cta: z
    .object({
      piece: z.object({
        secondaryTexts: z.array(z.string()),
        pieces: z.array(offerPieceSchema),
      }),
    })
    .nullable()
    .default(null),
  code: z.string(),
  status: z.enum(['active', 'inactive']),
  trialLength: z.number().int().nonnegative(),
  template: z.enum(['A', 'B']),
  thirdPartyMarketing: z.boolean(),
  associateName: z.string().nullable(),
  discount: offerDiscountSchema.nullable(),
  version: z.number().int(),
  /** Kept for the client's offer state; a served offer never carries an error. */
  error: z.null(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerParamsSchema = z.object({ code: z.string().min(1).max(64) });
