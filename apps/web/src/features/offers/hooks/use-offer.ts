import { useQuery } from '@tanstack/react-query';
import { offerQueryOptions } from '../api/offer-api';

/** The offer of a referral code (none without a code). */
export function useOffer(code: string | null | undefined) {
  return useQuery({ ...offerQueryOptions(code ?? ''), enabled: Boolean(code) });
}
