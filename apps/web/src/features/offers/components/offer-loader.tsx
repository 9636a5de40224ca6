import type { Offer } from '@cadenza/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageLoading } from '../../../components/page-loading';
import { useOffer } from '../../../lib/offer-api';

interface OfferLoaderProps {
  code: string;
  /** Spec §2: signup steps and welcome go to the offer page when it is inactive. */
  redirectWhenInactive?: boolean;
  /** What a failed load shows: the not-found page, unless the page brings its own header. */
  notFound?: ReactNode;
  children: (offer: Offer) => ReactNode;
}

/** The offer of the URL's referral code; spec §8: a failed load shows the not-found page. */
export function OfferLoader({
  code,
  redirectWhenInactive = false,
  notFound = <NotFoundPage />,
  children,
}: OfferLoaderProps) {
  const offer = useOffer(code);
  if (offer.isError) return notFound;
  if (!offer.data) return <PageLoading />;
  if (redirectWhenInactive && offer.data.status === 'inactive') {
    return <Navigate to={paths.offer.href(code)} replace />;
  }
  return <>{children(offer.data)}</>;
}
