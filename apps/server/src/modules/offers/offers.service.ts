import {
  billingServerMessages,
  offerContentSchema,
  type Offer,
  type OfferContentInput,
  type OfferDiscount,
  type ProductSummary,
} from '@cadenza/domain';
import type { CatalogueCounts } from '@cadenza/domain/rules';
import { AppError } from '../../http/app-error.js';
import { toOffer } from './offer-mapper.js';
import type { NewOfferRow, OfferRow, OffersRepository } from './offers.repository.js';

export interface OfferTerms {
  trialLength?: number;
  template?: 'A' | 'B';
  associateName?: string | null;
  thirdPartyMarketing?: boolean;
  discount?: OfferDiscount | null;
  status?: 'active' | 'inactive';
}

export interface OfferDefinition extends OfferTerms {
  code: string;
  content: OfferContentInput;
}

/** What an offer page draws from the live catalogue (the catalogue module's, wired by composition). */
export interface OfferCatalogue {
  counts(): Promise<CatalogueCounts>;
  /** The first pieces the offer's visitors meet on the home page. */
  featuredPieces(referralCode: string, count: number): Promise<ProductSummary[]>;
}

export function createOffersService(repository: OffersRepository, catalogue: OfferCatalogue) {
  /** The offer as served: its counts filled in and its promoted pieces drawn, all real. */
  async function served(row: OfferRow): Promise<Offer> {
    const content = offerContentSchema.parse(row.content);
    const [counts, pieces] = await Promise.all([
      catalogue.counts(),
      content.cta ? catalogue.featuredPieces(row.code, content.cta.piece.count) : [],
    ]);
    return toOffer(row, content, { counts, pieces });
  }

  return {
    /** Active and inactive offers alike: the client shows an inactive one as such. */
    async getOffer(code: string): Promise<Offer> {
      const row = await repository.findByCode(code);
      if (!row) throw new AppError('notFound', billingServerMessages.offerNotFound);
      return served(row);
    },

    /**
     * The offer a signup names, or undefined for an unknown code (a referral that is not a
     * partner offer gets the default trial). An inactive offer is refused.
     */
    async findOfferForSignup(code: string | undefined): Promise<OfferRow | undefined> {
      if (!code) return undefined;
      const row = await repository.findByCode(code);
      if (row?.status === 'inactive')
        throw new AppError('gone', billingServerMessages.offerInactive);
      return row;
    },

    async createOffer(definition: OfferDefinition): Promise<Offer> {
      const row = await repository.insertOffer({
        code: definition.code.toLowerCase(),
        content: offerContentSchema.parse(definition.content),
        trialLength: definition.trialLength ?? 30,
        template: definition.template ?? 'B',
        ...termColumns(definition),
      });
      if (!row) throw new AppError('conflict', `offer ${definition.code} already exists`);
      return served(row);
    },

    async updateOffer(
      code: string,
      changes: OfferTerms & { content?: Partial<OfferContentInput> },
    ): Promise<Offer> {
      const current = await repository.findByCode(code);
      if (!current) throw new AppError('notFound', billingServerMessages.offerNotFound);
      const content = changes.content
        ? offerContentSchema.parse({
            ...offerContentSchema.parse(current.content),
            ...changes.content,
          })
        : undefined;
      const row = await repository.updateOffer(current.code, {
        ...(content ? { content } : {}),
        ...(changes.trialLength !== undefined ? { trialLength: changes.trialLength } : {}),
        ...(changes.template ? { template: changes.template } : {}),
        ...termColumns(changes),
      });
      if (!row) throw new AppError('notFound', billingServerMessages.offerNotFound);
      return served(row);
    },
  };
}

function termColumns(terms: OfferTerms): Partial<NewOfferRow> {
  return {
    ...(terms.status ? { status: terms.status } : {}),
    ...(terms.associateName !== undefined ? { associateName: terms.associateName } : {}),
    ...(terms.thirdPartyMarketing !== undefined
      ? { thirdPartyMarketing: terms.thirdPartyMarketing }
      : {}),
    ...(terms.discount !== undefined
      ? {
          discountPercentOff: terms.discount?.percentOff ?? null,
          discountDurationMonths: terms.discount?.durationMonths ?? null,
        }
      : {}),
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
