import type { SessionResponse } from '@cadenza/domain';
import type { QueryClient } from '@tanstack/react-query';
import { trackEvent } from '../../lib/analytics';
import { clearLogin, completeLogin, failLogin } from '../../lib/auth-session';
import { meQueryOptions } from '../../lib/me-api';
import { isAuthenticatedNow, useSessionStore } from '../../lib/session-store';
import { createSession, endSession, type SignInCredentials } from './api/sessions-api';
import { accountMismatchEmail, accountMismatchFacebook, authMessages } from './auth-messages';
import { SignInError, toSignInProblem } from './sign-in-errors';

/** The account the URL asked for (spec §2: email and facebookId query parameters). */
export interface ExpectedAccount {
  email?: string | undefined;
  facebookId?: string | undefined;
}

/** Spec §5 login checks: the session must belong to the account asked for. */
export function accountMismatch(
  account: Pick<SessionResponse, 'email' | 'facebookId'>,
  expected: ExpectedAccount,
): string | null {
  if (expected.email && account.email.toLowerCase() !== expected.email.toLowerCase()) {
    return accountMismatchEmail(expected.email);
  }
  if (expected.facebookId && account.facebookId !== expected.facebookId) {
    return accountMismatchFacebook(expected.facebookId);
  }
  return null;
}

interface SignInOptions {
  queryClient: QueryClient;
  credentials: SignInCredentials;
  expected?: ExpectedAccount;
}

/**
 * Spec §4 sign-in: any existing session is logged out first, a session is created, the
 * user's details are fetched, login completes. Any failure fails the login (SignInError).
 */
export async function signIn({ queryClient, credentials, expected = {} }: SignInOptions) {
  const method = 'facebookToken' in credentials ? 'facebook' : 'email';
  trackEvent('login-request', { method });
  const hadSession = isAuthenticatedNow() || useSessionStore.getState().session !== null;
  try {
    if (hadSession) await endSession().catch(() => undefined);
    const session = await createSession(credentials);
    const mismatch = accountMismatch(session, expected);
    if (mismatch) {
      await endSession().catch(() => undefined);
      throw new SignInError({ formError: mismatch });
    }
    const me = await queryClient.query({ ...meQueryOptions, staleTime: 0 }).catch(() => {
      throw new SignInError({ formError: authMessages.couldNotFetchUser });
    });
    await completeLogin({
      queryClient,
      session: { id: session.id, email: session.email, facebookId: session.facebookId },
      me,
    });
    trackEvent('login-success', { userId: me.id, method });
  } catch (error) {
    if (hadSession) await clearLogin(queryClient);
    else failLogin(queryClient);
    trackEvent('login-failure', { method });
    throw new SignInError(toSignInProblem(error));
  }
}
