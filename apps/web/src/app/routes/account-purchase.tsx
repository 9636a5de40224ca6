import { Page } from '../../components/page';
import { PaymentsAccess } from '../../features/account/components/payments-access';
import { PurchaseHistory } from '../../features/account/components/purchase-history';
import { RequireSignIn } from '../../features/auth/components/require-sign-in';

export function AccountPurchasePage() {
  return (
    <RequireSignIn>
      <PaymentsAccess>
        <Page heading="Purchase history">
          <PurchaseHistory />
        </Page>
      </PaymentsAccess>
    </RequireSignIn>
  );
}
