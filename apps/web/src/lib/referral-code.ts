import { useParams, useSearchParams } from 'react-router';

export const REFERRAL_CODE_PARAM = 'referralCode';

/** The href with `referralCode` added to its query, unless it carries one already. */
export function withReferralCode(href: string, referralCode: string | null): string {
  if (!referralCode) return href;
  const [beforeHash = '', hash] = href.split('#', 2);
  const [pathname = '', search = ''] = beforeHash.split('?', 2);
  const params = new URLSearchParams(search);
  if (params.has(REFERRAL_CODE_PARAM)) return href;
  params.set(REFERRAL_CODE_PARAM, referralCode);
  return `${pathname}?${params.toString()}${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * The referral code of the current URL: the `referralCode` query parameter, or the code in
 * an offer path such as /{referralCode}/home. Spec §2: it is carried across routes.
 */
export function useReferralCode(): string | null {
  const [searchParams] = useSearchParams();
  const { referralCode } = useParams();
  return searchParams.get(REFERRAL_CODE_PARAM) ?? referralCode ?? null;
}
