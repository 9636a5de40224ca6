import { Navigate } from 'react-router';
import { LandingSections } from '../../features/landing/components/landing-sections';
import { useDocumentTitle } from '../../lib/document-title';
import { useDevice } from '../../lib/device-context';
import { PRODUCT_TAGLINE } from '../../lib/product';
import { useReferralCode, withReferralCode } from '../../lib/referral-code';
import { hasSignedInCookie } from '../../lib/session-cookie';
import { paths } from '../../lib/paths';

export function LandingPage() {
  const device = useDevice();
  const referralCode = useReferralCode();
  useDocumentTitle(PRODUCT_TAGLINE);
  // Spec §2: a signed-in user on a supported device and browser goes straight home.
  if (device.isSupported && hasSignedInCookie()) {
    return <Navigate to={withReferralCode(paths.home.href(), referralCode)} replace />;
  }
  return <LandingSections heading={PRODUCT_TAGLINE} />;
}
