import { useParams } from 'react-router';
import { Header } from '../../components/layout/header';
import { MainContent } from '../../components/layout/layout';
import { NotFoundPage } from '../../components/not-found-page';
import { InactiveOffer, OfferLanding } from '../../features/offers/components/offer-landing';
import { OfferLoader } from '../../features/offers/components/offer-loader';

/**
 * The offer's page has the bare layout, and any one-segment address no other route takes comes
 * here (`/pricing`, `/login`): for a code that is no offer, the not-found page under the
 * landing's header, set out as the app's pages are.
 */
function UnknownOffer() {
  return (
    <>
      <Header variant="landing" />
      <MainContent>
        <NotFoundPage />
      </MainContent>
    </>
  );
}

export function OfferPage() {
  const { referralCode = '' } = useParams();
  return (
    <OfferLoader code={referralCode} notFound={<UnknownOffer />}>
      {(offer) => (offer.status === 'active' ? <OfferLanding offer={offer} /> : <InactiveOffer />)}
    </OfferLoader>
  );
}
