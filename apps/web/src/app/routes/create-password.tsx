import { useParams } from 'react-router';
import { Page } from '../../components/page';
import { SetPasswordForm } from '../../features/passwords/components/set-password-form';

export function CreatePasswordPage() {
  const { token = '' } = useParams();
  return (
    <Page heading="Create your password">
      <SetPasswordForm token={token} />
    </Page>
  );
}
