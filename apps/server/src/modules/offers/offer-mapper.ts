import type { Offer, OfferContent, ProductSummary } from '@cadenza/domain';
import { fillCatalogueCounts, type CatalogueCounts } from '@cadenza/domain/rules';
import type { OfferRow } from './offers.repository.js';

/** What a served offer draws from the live catalogue. */
export interface OfferDrawn {
  counts: CatalogueCounts;
  /** The pieces its `cta` promotes, as many as it asks for when the catalogue has them. */
  pieces: readonly ProductSummary[];
}

/** 'Erik Satie, Gymnopédie No. 1 (opening)': how the spec's secondary texts name a piece. */
const pieceText = (piece: ProductSummary) =>
  piece.composer ? `${piece.composer}, ${piece.title}` : piece.title;

export function toOffer(row: OfferRow, content: OfferContent, drawn: OfferDrawn): Offer {
  const fill = (text: string) => fillCatalogueCounts(text, drawn.counts);
  const fillOrNull = (text: string | null) => (text === null ? null : fill(text));
  return {
    ...content,
    title: fill(content.title),
    features: content.features.map(fill),
    subscriptionFeeText: fillOrNull(content.subscriptionFeeText),
    firstText: fillOrNull(content.firstText),
    secondText: fillOrNull(content.secondText),
    thirdText: fillOrNull(content.thirdText),
    fourthText: fillOrNull(content.fourthText),
    cta:
      content.cta && drawn.pieces.length > 0
        ? {
            piece: {
              secondaryTexts: drawn.pieces.map(pieceText),
              pieces: drawn.pieces.map(({ id, title, composer }) => ({ id, title, composer })),
            },
          }
        : null,
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
