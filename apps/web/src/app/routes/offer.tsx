import { useParams } from 'react-router';
import { InactiveOffer, OfferLanding } from '../../features/offers/components/offer-landing';
import { OfferLoader } from '../../features/offers/components/offer-loader';

export function OfferPage() {
  const { referralCode = '' } = useParams();
  return (
    <OfferLoader code={referralCode}>
      {(offer) => (offer.status === 'active' ? <OfferLanding offer={offer} /> : <InactiveOffer />)}
    </OfferLoader>
  );
}
