import { useParams } from 'react-router';
import { Page } from '../../components/page';
import { ResetPasswordForm } from '../../features/passwords/components/reset-password-form';

export function PasswordResetPage() {
  const { token = '' } = useParams();
  return (
    <Page heading="Reset password">
      <ResetPasswordForm token={token} />
    </Page>
  );
}
