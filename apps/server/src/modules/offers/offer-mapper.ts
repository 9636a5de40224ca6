import { offerContentSchema, type Offer } from '@cadenza/domain';
import type { OfferRow } from './offers.repository.js';

export function toOffer(row: OfferRow): Offer {
  const content = offerContentSchema.parse(row.content);
  return {
    ...content,
    code: row.code,
    status: row.status,
    trialLength: row.trialLength,
    template: row.template,
    thirdPartyMarketing: row.thirdPartyMarketing,
    associateName: row.associateName,
    discount:
      row.discountPercentOff !== null && row.discountDurationMonths !== null
        ? { percentOff: row.discountPercentOff, durationMonths: row.discountDurationMonths }
        : null,
    version: row.version,
    error: null,
  };
}
