import {
  billingServerMessages,
  offerContentSchema,
  type Offer,
  type OfferDefinition,
  type ProductSummary,
} from '@cadenza/domain';
import type { CatalogueCounts } from '@cadenza/domain/rules';
import { AppError } from '../../http/app-error.js';
import { toOffer } from './offer-mapper.js';
import { offerWrites, type NewOffer, type OfferChanges } from './offer-writes.js';
import type { OfferRow, OffersRepository } from './offers.repository.js';

/** What an offer page draws from the live catalogue (the catalogue module's, wired by composition). */
export interface OfferCatalogue {
  counts(): Promise<CatalogueCounts>;
  /** The first pieces the offer's visitors meet on the home page. */
  featuredPieces(referralCode: string, count: number): Promise<ProductSummary[]>;
}

export function createOffersService(repository: OffersRepository, catalogue: OfferCatalogue) {
  const writes = offerWrites(repository);

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
    served,

    /** Active and inactive offers alike: the client shows an inactive one as such. */
    async getOffer(code: string): Promise<Offer> {
      const row = await repository.findByCode(code);
      if (!row) throw new AppError('notFound', billingServerMessages.offerNotFound);
      return served(row);
    },

    /** A definition not stored, served as its visitors would see it (the console's preview). */
    async preview(definition: OfferDefinition): Promise<Offer> {
      const now = new Date();
      return served({
        code: definition.code,
        status: definition.status,
        trialLength: definition.trialLength,
        template: definition.template,
        associateName: definition.associateName,
        thirdPartyMarketing: definition.thirdPartyMarketing,
        discountPercentOff: definition.discount?.percentOff ?? null,
        discountDurationMonths: definition.discount?.durationMonths ?? null,
        content: definition.content,
        version: 0,
        createdAt: now,
        updatedAt: now,
      });
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

    /** The CLI's create: the same rules as the console's (offer-writes.ts). */
    async createOffer(offer: NewOffer): Promise<Offer> {
      return served((await writes.create(offer)).row);
    },

    async updateOffer(code: string, changes: OfferChanges): Promise<Offer> {
      return served((await writes.update(code, changes)).after);
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
