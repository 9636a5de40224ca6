import { lazy, Suspense } from 'react';
import { Page } from '../../components/page';
import { AccountOverview } from '../../features/account/components/account-overview';
import { RequireSignIn } from '../../features/auth/components/require-sign-in';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';

// Its own chunk, under the profile and billing pages: they never wait for the chart.
const PracticeTimeCard = lazy(() =>
  import('../../features/library/components/practice-time-card').then((m) => ({
    default: m.PracticeTimeCard,
  })),
);

export function AccountPage() {
  const { signOut, isPending } = useSignOut();
  return (
    <RequireSignIn>
      <Page heading="Account">
        <AccountOverview onSignOut={() => void signOut()} isSigningOut={isPending} />
        <Suspense fallback={null}>
          <PracticeTimeCard />
        </Suspense>
      </Page>
    </RequireSignIn>
  );
}
