import { LandingSections } from '../../features/landing/components/landing-sections';
import { noticeMessages } from '../../features/landing/notice-messages';
import { useDocumentTitle } from '../../lib/document-title';

export function GeorestrictedPage() {
  useDocumentTitle('Not available in your country');
  return <LandingSections heading={noticeMessages.geoRestricted} isGeoRestricted />;
}
