import { useParams } from 'react-router';
import { Page } from '../../components/page';
import { accountMessages } from '../../features/account/account-messages';
import { CardDetails } from '../../features/account/components/card-details';
import { PaymentsAccess } from '../../features/account/components/payments-access';
import { RequireSignIn } from '../../features/auth/components/require-sign-in';

export function AccountCardDetailsPage() {
  const { id = '' } = useParams();
  return (
    <RequireSignIn>
      <PaymentsAccess>
        <Page heading="Card details" documentTitle={accountMessages.cardDetailsTitle}>
          <CardDetails cardId={id} />
        </Page>
      </PaymentsAccess>
    </RequireSignIn>
  );
}
