import { offerEndpoint, type Offer } from '@cadenza/domain';
import { DEFAULT_TRIAL_DAYS } from '@cadenza/domain/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

/**
 * The code of a link whose real referral code was never filled in. Spec §3: handled without
 * a server call, as a 30-day template B offer from an unnamed partner.
 */
export const PLACEHOLDER_OFFER_CODE = 'placeholder';

export const placeholderOffer: Offer = {
  code: PLACEHOLDER_OFFER_CODE,
  status: 'active',
  trialLength: DEFAULT_TRIAL_DAYS,
  template: 'B',
  thirdPartyMarketing: false,
  associateName: 'Our partner',
  discount: null,
  version: 1,
  error: null,
  title: 'A free trial, from a partner of Cadenza',
  features: ['Scores with synced recordings', 'Practise at your own tempo'],
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
  disableDualLogo: true,
  hideExploreLink: false,
  secondSignupButton: false,
  cta: null,
  pageStyles: {},
};

export function isPlaceholderOffer(code: string): boolean {
  return code.toLowerCase() === PLACEHOLDER_OFFER_CODE;
}

/** `GET /api/offers/code/{code}`; the placeholder code never reaches the server. */
export function offerQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['offer', code.toLowerCase()],
    queryFn: ({ signal }): Promise<Offer> =>
      isPlaceholderOffer(code)
        ? Promise.resolve(placeholderOffer)
        : callApi(offerEndpoint, { params: { code }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The offer of a referral code (none without a code). */
export function useOffer(code: string | null | undefined) {
  return useQuery({ ...offerQueryOptions(code ?? ''), enabled: Boolean(code) });
}
