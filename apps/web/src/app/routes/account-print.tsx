import { Page } from '../../components/page';

export function AccountPrintPage() {
  return <Page heading="Print" />;
}
