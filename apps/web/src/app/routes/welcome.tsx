import { useLocation, useParams } from 'react-router';
import { OfferLoader } from '../../features/offers/components/offer-loader';
import { TrialWelcome, Welcome } from '../../features/offers/components/welcome-pages';
import { useDevice } from '../../lib/device-context';
import { paths } from '../../lib/paths';

/** /welcome, /subscribe/welcome and /{referralCode}/welcome. */
export function WelcomePage() {
  const { referralCode } = useParams();
  const { pathname } = useLocation();
  const { isBrowserSupported } = useDevice();
  if (referralCode) {
    return (
      <OfferLoader code={referralCode} redirectWhenInactive>
        {(offer) => <TrialWelcome offer={offer} isBrowserSupported={isBrowserSupported} />}
      </OfferLoader>
    );
  }
  if (pathname === paths.subscribeWelcome.path) {
    return <TrialWelcome offer={null} isBrowserSupported={isBrowserSupported} />;
  }
  return <Welcome />;
}
