import { Page } from '../../components/page';
import { PaymentMethods } from '../../features/account/components/payment-methods';
import { PaymentsAccess } from '../../features/account/components/payments-access';
import { RequireSignIn } from '../../features/auth/components/require-sign-in';

export function AccountPaymentPage() {
  return (
    <RequireSignIn>
      <PaymentsAccess>
        <Page heading="Payment methods">
          <PaymentMethods />
        </Page>
      </PaymentsAccess>
    </RequireSignIn>
  );
}
