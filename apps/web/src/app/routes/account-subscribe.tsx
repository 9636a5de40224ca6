import { DEFAULT_TRIAL_DAYS } from '@cadenza/domain/rules';
import { Page } from '../../components/page';
import { SubscribeOptions } from '../../features/account/components/subscribe-options';
import { RequireSignIn } from '../../features/auth/components/require-sign-in';
import { SignupStepOne } from '../../features/offers/components/signup-step-one';
import { useIsAuthenticated } from '../../lib/session-store';

/**
 * Spec §2 /account/subscribe: a visitor signs up (step 1 of 2); a signed-in user starts a
 * trial or resubscribes; an active subscriber is sent to /account.
 */
export function AccountSubscribePage() {
  const isAuthenticated = useIsAuthenticated();
  if (!isAuthenticated) return <SignupStepOne trialLength={DEFAULT_TRIAL_DAYS} />;
  return (
    <RequireSignIn>
      <Page heading="Subscribe">
        <SubscribeOptions />
      </Page>
    </RequireSignIn>
  );
}
