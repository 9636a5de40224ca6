import { useParams } from 'react-router';
import { OfferLoader } from '../../features/offers/components/offer-loader';
import { OfferSignupStepOne } from '../../features/offers/components/signup-step-one';

export function OfferSignupPage() {
  const { referralCode = '' } = useParams();
  return (
    <OfferLoader code={referralCode} redirectWhenInactive>
      {(offer) => <OfferSignupStepOne offer={offer} />}
    </OfferLoader>
  );
}
