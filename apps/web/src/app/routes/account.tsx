import { Page } from '../../components/page';
import { AccountOverview } from '../../features/account/components/account-overview';
import { RequireSignIn } from '../../features/auth/components/require-sign-in';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';

export function AccountPage() {
  const { signOut, isPending } = useSignOut();
  return (
    <RequireSignIn>
      <Page heading="Account">
        <AccountOverview onSignOut={() => void signOut()} isSigningOut={isPending} />
      </Page>
    </RequireSignIn>
  );
}
