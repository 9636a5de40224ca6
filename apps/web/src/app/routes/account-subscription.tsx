import { Page } from '../../components/page';
import { PaymentsAccess } from '../../features/account/components/payments-access';
import { SubscriptionPanel } from '../../features/account/components/subscription-panel';
import { RequireSignIn } from '../../features/auth/components/require-sign-in';

export function AccountSubscriptionPage() {
  return (
    <RequireSignIn>
      <PaymentsAccess>
        <Page heading="Subscription">
          <SubscriptionPanel />
        </Page>
      </PaymentsAccess>
    </RequireSignIn>
  );
}
