import { useLocation, useSearchParams } from 'react-router';
import type { UnsupportedRedirectState } from '../../../lib/unsupported-redirect';
import { Header } from '../../../components/layout/header';
import { MAIN_CONTENT_ID } from '../../../components/layout/layout';
import { IOS_APP_SOURCE, type DeviceState } from '../../../lib/device';
import { useScoreCount } from '../../../lib/use-score-count';
import { useDevice } from '../../../lib/device-context';
import { useRequestedProductTitle } from '../hooks/use-requested-product-title';
import { APP_STORE_URL } from '../landing-content';
import { noticeMessages } from '../notice-messages';
import { FeatureTable } from './feature-table';
import { PromoHero } from './promo-hero';
import styles from './unsupported.module.css';

/** What the promo offers when no product was asked for: the live catalogue's scores. */
function catalogueTitle(scoreCount: string | null): string {
  return scoreCount ? `${scoreCount} piano and vocal scores` : 'piano and vocal scores';
}

/** Spec §2: which message a device gets. */
export function unsupportedMessage(device: DeviceState, source: string | null): string {
  if (device.isIpad) {
    return source === IOS_APP_SOURCE ? noticeMessages.backToIosApp : noticeMessages.ipadApp;
  }
  if (!device.isMobile && !device.isTablet && !device.isBrowserSupported) {
    return noticeMessages.unsupportedBrowser;
  }
  return noticeMessages.otherDevice;
}

export function UnsupportedNotice() {
  const device = useDevice();
  const [searchParams] = useSearchParams();
  const state = useLocation().state as Partial<UnsupportedRedirectState> | null;
  const productTitle = useRequestedProductTitle(state?.from);
  const scoreCount = useScoreCount();
  const source = searchParams.get('source');
  const isFromIosApp = device.isIpad && source === IOS_APP_SOURCE;
  return (
    <>
      <Header variant="landing" />
      <main id={MAIN_CONTENT_ID} className={styles.page}>
        <h1 className={styles.heading}>{unsupportedMessage(device, source)}</h1>
        {device.isIpad && !isFromIosApp && (
          <p>
            <a className={styles.appLink} href={APP_STORE_URL} rel="noopener noreferrer">
              Download on the App Store
            </a>
          </p>
        )}
        {!isFromIosApp && <PromoHero title={productTitle ?? catalogueTitle(scoreCount)} />}
        <FeatureTable />
      </main>
    </>
  );
}
