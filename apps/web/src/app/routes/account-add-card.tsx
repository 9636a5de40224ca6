import { Page } from '../../components/page';
import { PaymentsAccess } from '../../features/account/components/payments-access';
import { RequireSignIn } from '../../features/auth/components/require-sign-in';
import { AddCardForm } from '../../features/payment/components/add-card-form';

export function AccountAddCardPage() {
  return (
    <RequireSignIn>
      <PaymentsAccess>
        <Page heading="Add a card">
          <AddCardForm />
        </Page>
      </PaymentsAccess>
    </RequireSignIn>
  );
}
