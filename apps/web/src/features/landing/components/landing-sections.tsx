import { Header } from '../../../components/layout/header';
import { MAIN_CONTENT_ID } from '../../../components/layout/layout';
import { useDevice } from '../../../lib/device-context';
import { useReferralCode } from '../../../lib/referral-code';
import { useLandingData } from '../hooks/use-landing-data';
import { DeviceNotices } from './device-notices';
import { FeatureTiles } from './feature-tiles';
import { LandingHero } from './landing-hero';
import { NewsletterSection } from './newsletter-section';
import { PartnersStrip } from './partners-strip';
import { SubscribeCall } from './subscribe-call';
import { TagChips } from './tag-chips';
import { Testimonials } from './testimonials';
import { TrialNotReady } from './trial-not-ready';
import styles from './landing.module.css';

interface LandingSectionsProps {
  heading: string;
  /** Geo-restricted visitors see the same sections without the signup copy. */
  isGeoRestricted?: boolean;
}

/** The landing page's sections, shared with the geo-restricted page. */
export function LandingSections({ heading, isGeoRestricted = false }: LandingSectionsProps) {
  const device = useDevice();
  const referralCode = useReferralCode();
  const landingData = useLandingData(referralCode);
  const showSignup = device.isBrowserSupported && !isGeoRestricted;
  return (
    <>
      <Header variant="landing" />
      <main id={MAIN_CONTENT_ID} className={styles.landing}>
        <LandingHero heading={heading} landingData={landingData} showSignup={showSignup} />
        <FeatureTiles />
        <TagChips />
        <Testimonials />
        <PartnersStrip />
        {showSignup && <SubscribeCall trialLengthDays={landingData.trialLengthDays} />}
        {!isGeoRestricted && <TrialNotReady />}
        <DeviceNotices />
        <NewsletterSection />
      </main>
    </>
  );
}
