import { useParams } from 'react-router';
import { CardStep, type CardFormSlotProps } from '../../features/offers/components/card-step';
import { OfferLoader } from '../../features/offers/components/offer-loader';
import { CardForm } from '../../features/payment/card-form/card-form';
import { paths } from '../../lib/paths';

const renderCardForm = (props: CardFormSlotProps) => <CardForm {...props} />;

/** Step 2 of 2, with an offer (/{referralCode}/credit-card) or without (/subscribe/credit-card). */
export function SignupCreditCardPage() {
  const { referralCode } = useParams();
  if (!referralCode) {
    return (
      <CardStep
        offer={null}
        signupHref={paths.accountSubscribe.href()}
        welcomeHref={paths.subscribeWelcome.href()}
        renderCardForm={renderCardForm}
      />
    );
  }
  return (
    <OfferLoader code={referralCode} redirectWhenInactive>
      {(offer) => (
        <CardStep
          offer={offer}
          signupHref={paths.offerSignup.href(offer.code)}
          welcomeHref={paths.offerWelcome.href(offer.code)}
          renderCardForm={renderCardForm}
        />
      )}
    </OfferLoader>
  );
}
