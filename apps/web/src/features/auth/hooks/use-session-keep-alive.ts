import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { failSession } from '../../../lib/auth-session';
import { dialogActions } from '../../../lib/dialog-store';
import { useIsAuthenticated } from '../../../lib/session-store';
import { checkSession } from '../api/sessions-api';

/** Spec §9: the session is checked every 60 000 ms. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

/**
 * Spec §4 keep-alive: while signed in the session is checked every minute; a 401 (ended by a
 * sign-in elsewhere, idle timeout, password change) opens the session-expired dialog.
 */
export function useSessionKeepAlive(): void {
  const isAuthenticated = useIsAuthenticated();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isAuthenticated) return;
    const check = async () => {
      try {
        await checkSession();
      } catch (error) {
        // Offline or a server hiccup is not an ended session: the next check will tell.
        if (!(error instanceof ApiRequestError) || error.status !== 401) return;
        await failSession(queryClient);
        dialogActions.open('session-expired', { closable: true });
      }
    };
    const timer = window.setInterval(() => void check(), SESSION_CHECK_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [isAuthenticated, queryClient]);
}

/** Mounted once under the data layer. */
export function SessionKeepAlive() {
  useSessionKeepAlive();
  return null;
}
