import { QueryClientContext, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { useNavigate } from 'react-router';
import {
  ConfirmCancellation,
  SubscriptionCancelled,
} from '../features/account/components/cancellation-dialogs';
import { SessionExpired } from '../features/auth/components/session-expired';
import { SignInChoice } from '../features/auth/components/sign-in-choice';
import { SignInEmailForm } from '../features/auth/components/sign-in-email-form';
import { SignInFacebook } from '../features/auth/components/sign-in-facebook';
import { DialogHost, type DialogRegistry } from '../features/dialog/components/dialog-host';
import { VideoPhase } from '../features/dialog/components/video-phase';
import { ResetEnquiryForm } from '../features/passwords/components/reset-enquiry-form';
import { ResetEnquirySuccess } from '../features/passwords/components/reset-enquiry-success';
import {
  PaymentFailure,
  PaymentProcessing,
  PaymentSuccess,
} from '../features/payment/components/payment-outcomes';
import { PaymentPhase } from '../features/payment/components/payment-phase';
import { PurchaseSummary } from '../features/payment/components/purchase-summary';
import { dialogActions, type DialogParams, type DialogPhase } from '../lib/dialog-store';
import { dialogHostSignal, takeSignInRequest, useSignal } from '../lib/entry-signals';
import { meQueryOptions } from '../lib/me-api';
import { getAppQueryClient } from '../lib/query-client';
import { useReferralCode, withReferralCode } from '../lib/referral-code';
import { isAuthenticatedNow } from '../lib/session-store';
import { paths } from '../lib/paths';

/** Every phase of the one modal dialog, with its title (spec §2, §4). */
export const dialogRegistry: DialogRegistry = {
  'sign-in': { title: 'Sign in', Content: SignInChoice },
  'sign-in-email': { title: 'Sign in', Content: SignInEmailForm },
  'sign-in-facebook': { title: 'Sign in', Content: SignInFacebook },
  'session-expired': { title: 'Session expired', Content: SessionExpired },
  'purchase-summary': { title: 'Purchase summary', Content: PurchaseSummary },
  payment: { title: 'Payment', Content: PaymentPhase },
  'payment-processing': { title: 'Processing payment', Content: PaymentProcessing },
  'payment-success': { title: 'Payment complete', Content: PaymentSuccess },
  'payment-failure': { title: 'Something went wrong …', Content: PaymentFailure },
  'password-reset-enquiry': { title: 'Reset your password', Content: ResetEnquiryForm },
  'password-reset-enquiry-success': { title: 'Check your email', Content: ResetEnquirySuccess },
  'confirm-cancellation': { title: 'Cancel subscription', Content: ConfirmCancellation },
  'subscription-cancelled': { title: 'Subscription cancelled', Content: SubscriptionCancelled },
  video: { title: (params: DialogParams) => params.videoTitle ?? 'Video', Content: VideoPhase },
};

/** Opens the sign-in dialog the header asked for (from the first download, without the store). */
function useHeaderSignInRequests() {
  const version = useSignal(dialogHostSignal);
  useEffect(() => {
    if (takeSignInRequest()) dialogActions.open('sign-in', { closable: true });
  }, [version]);
}

function AppDialog() {
  useHeaderSignInRequests();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const referralCode = useReferralCode();

  // Spec §2, §4: where closing a phase leads.
  const onUserClose = (phase: DialogPhase) => {
    if (phase === 'sign-in') {
      const me = queryClient.getQueryData(meQueryOptions.queryKey);
      if (!isAuthenticatedNow() || me?.isFreeTrialAvailable) {
        void navigate(withReferralCode(paths.accountSubscribe.href(), referralCode));
      }
    }
    if (phase === 'subscription-cancelled') void navigate(paths.accountSubscription.href());
  };

  return <DialogHost registry={dialogRegistry} onUserClose={onUserClose} />;
}

/** Loaded with the first dialog; shares the app's query client (a test's, when given). */
export function DialogRoot() {
  const providedClient = useContext(QueryClientContext);
  if (providedClient) return <AppDialog />;
  return (
    <QueryClientProvider client={getAppQueryClient()}>
      <AppDialog />
    </QueryClientProvider>
  );
}
