import {
  offerDefinitionSchema,
  offerFieldsError,
  type FieldError,
  type OfferDefinition,
  type OfferDefinitionInput,
} from '@cadenza/domain';

/** A new offer's starting point: the CLI's defaults, and nothing written yet. */
export const newOfferDraft: OfferDefinition = {
  code: '',
  status: 'active',
  trialLength: 30,
  template: 'B',
  associateName: null,
  thirdPartyMarketing: false,
  discount: null,
  content: {
    title: '',
    features: [],
    subscriptionFeeText: null,
    firstText: null,
    secondText: null,
    thirdText: null,
    fourthText: null,
    signupText: null,
    buttonText: null,
    colours: {},
    backgroundGradient: null,
    headerBackgroundImage: null,
    titleImage: null,
    offerVideo: null,
    logoImage: null,
    tidoLogoVariant: 'text-logo',
    disableDualLogo: false,
    hideExploreLink: false,
    secondSignupButton: false,
    cta: null,
    pageStyles: {},
  },
};

export type OfferContentDraft = OfferDefinition['content'];

/**
 * The draft checked by the same schema the server checks it with: field errors by path
 * ('content.colours.linkColor'), so each shows beside its field before anything is sent.
 */
export function checkDraft(
  draft: OfferDefinitionInput,
): { definition: OfferDefinition; errors: [] } | { definition: null; errors: FieldError[] } {
  const result = offerDefinitionSchema.safeParse(draft);
  if (result.success) {
    const error = offerFieldsError(result.data);
    return error ? { definition: null, errors: [error] } : { definition: result.data, errors: [] };
  }
  return {
    definition: null,
    errors: result.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      message: issue.message,
    })),
  };
}

/** A text field's value: an empty box is null (the page then uses its default wording). */
export const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value);
