import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { failLogin } from '../../../lib/auth-session';
import { dialogActions, useDialogStore, type DialogPhase } from '../../../lib/dialog-store';
import { useMe } from '../../../lib/me-api';
import { useIsAuthenticated } from '../../../lib/session-store';
import { accountMismatch } from '../sign-in-flow';

const signInPhases = new Set<DialogPhase>(['sign-in', 'sign-in-email', 'sign-in-facebook']);

function signInPhaseFor(account: { email?: string; facebookId?: string }): DialogPhase {
  if (account.facebookId) return 'sign-in-facebook';
  if (account.email) return 'sign-in-email';
  return 'sign-in';
}

/**
 * Spec §2: a protected page shows only to the right signed-in user. Anyone else gets the
 * non-closable sign-in dialog (by email or Facebook when the URL names the account).
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const isAuthenticated = useIsAuthenticated();
  const queryClient = useQueryClient();
  const me = useMe();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? undefined;
  const facebookId = searchParams.get('facebookId') ?? undefined;
  const isSessionGone = me.error instanceof ApiRequestError && me.error.status === 401;
  const isWrongUser =
    me.data !== undefined && accountMismatch(me.data, { email, facebookId }) !== null;
  const needsSignIn = !isAuthenticated || isSessionGone || isWrongUser;

  useEffect(() => {
    if (isSessionGone) failLogin(queryClient);
  }, [isSessionGone, queryClient]);

  useEffect(() => {
    if (!needsSignIn) return;
    const account = { email, facebookId };
    dialogActions.open(signInPhaseFor(account), { closable: false, ...account });
    return () => {
      // Leaving the page (browser back) must not leave a dialog that cannot be closed.
      const { phase, params } = useDialogStore.getState();
      if (phase && signInPhases.has(phase) && !params.closable) dialogActions.dismiss();
    };
  }, [needsSignIn, email, facebookId]);

  if (needsSignIn || !me.data) return null;
  return <>{children}</>;
}
