import { isDeepStrictEqual } from 'node:util';
import {
  consoleMessages,
  offerCodeSchema,
  offerFieldsError,
  offerContentSchema,
  offerTermsSchema,
  type OfferContentInput,
  type OfferDefinition,
  type OfferTermsInput,
} from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import type { NewOfferRow, OfferRow, OffersRepository } from './offers.repository.js';

/** A new offer: its code, its content (a title at least) and any terms (defaults for the rest). */
export interface NewOffer extends OfferTermsInput {
  code: string;
  content: OfferContentInput;
}

/** A change of some terms and some content fields (the rest kept). */
export interface OfferChanges extends OfferTermsInput {
  content?: Partial<OfferContentInput>;
}

/** Terms an offer gets when they are not given (the CLI's defaults). */
const defaultTerms = {
  status: 'active',
  trialLength: 30,
  template: 'B',
  associateName: null,
  thirdPartyMarketing: false,
  discount: null,
} as const;

/** The offer as the console edits it and the audit log records it. */
export function toDefinition(row: OfferRow): OfferDefinition {
  return {
    code: row.code,
    status: row.status,
    trialLength: row.trialLength,
    template: row.template,
    associateName: row.associateName,
    thirdPartyMarketing: row.thirdPartyMarketing,
    discount:
      row.discountPercentOff !== null && row.discountDurationMonths !== null
        ? { percentOff: row.discountPercentOff, durationMonths: row.discountDurationMonths }
        : null,
    content: offerContentSchema.parse(row.content),
  };
}

/**
 * The one place offers are created and changed, by the CLI and the console alike: every term
 * and the content checked by the domain's schemas (a ZodError names the field), and the rules
 * across fields. Given a repository, which may be a transaction's.
 */
export function offerWrites(repository: OffersRepository) {
  return {
    /**
     * Creates the offer. The same definition again finds the offer as it is (created: false);
     * another one under a code that is taken is refused (409).
     */
    async create(offer: NewOffer): Promise<{ row: OfferRow; created: boolean }> {
      const { code, content, ...terms } = offer;
      const definition = checked({
        code: offerCodeSchema.parse(code),
        ...defaultTerms,
        ...offerTermsSchema.parse(terms),
        content: offerContentSchema.parse(content),
      });
      const row = await repository.insertOffer(columnsOf(definition));
      if (row) return { row, created: true };
      const existing = await repository.findByCode(definition.code);
      if (existing && isDeepStrictEqual(toDefinition(existing), definition))
        return { row: existing, created: false };
      throw new AppError('conflict', consoleMessages.offerExists(definition.code));
    },

    /** Changes the offer; changing nothing leaves it (and its version) as it was. */
    async update(
      code: string,
      changes: OfferChanges,
    ): Promise<{ before: OfferRow; after: OfferRow }> {
      const { content, ...terms } = changes;
      const before = await repository.findByCode(code);
      if (!before) throw new AppError('notFound', consoleMessages.offerNotFound(code));
      const current = toDefinition(before);
      const definition = checked({
        ...current,
        ...offerTermsSchema.parse(terms),
        content: content
          ? offerContentSchema.parse({ ...current.content, ...content })
          : current.content,
      });
      if (isDeepStrictEqual(definition, current)) return { before, after: before };
      const after = await repository.updateOffer(before.code, columnsOf(definition));
      if (!after) throw new AppError('notFound', consoleMessages.offerNotFound(code));
      return { before, after };
    },
  };
}

/** The definition, if the rule across its fields holds (offerFieldsError). */
function checked(definition: OfferDefinition): OfferDefinition {
  const error = offerFieldsError(definition);
  if (error) throw new AppError('badRequest', error.message, [error]);
  return definition;
}

function columnsOf(definition: OfferDefinition): NewOfferRow {
  return {
    code: definition.code,
    status: definition.status,
    trialLength: definition.trialLength,
    template: definition.template,
    associateName: definition.associateName,
    thirdPartyMarketing: definition.thirdPartyMarketing,
    discountPercentOff: definition.discount?.percentOff ?? null,
    discountDurationMonths: definition.discount?.durationMonths ?? null,
    content: definition.content,
  };
}
