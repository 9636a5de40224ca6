import { UnsupportedNotice } from '../../features/landing/components/unsupported-notice';
import { useDocumentTitle } from '../../lib/document-title';

export function UnsupportedPage() {
  useDocumentTitle('Device or browser not supported');
  return <UnsupportedNotice />;
}
