import type { MeResponse } from '@cadenza/domain';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from './me-api';
import { sessionActions, type SessionInfo } from './session-store';

/**
 * Spec §4: login, registration, logout and session failure reset products and packages and
 * refetch the data of the route: every cached query starts again (the user's own included).
 */
// Not per viewer: the configuration and offers stay; the user's own data is handled apart.
const keptQueries = new Set<unknown>(['app-config', 'offer', meQueryOptions.queryKey[0]]);

async function refetchForNewViewer(queryClient: QueryClient): Promise<void> {
  await queryClient.resetQueries({ predicate: (query) => !keptQueries.has(query.queryKey[0]) });
}

/** The last step of every sign-in (password, Facebook, signup, password setup). */
export async function completeLogin(options: {
  queryClient: QueryClient;
  session: SessionInfo;
  me: MeResponse;
}): Promise<void> {
  const { queryClient, session, me } = options;
  queryClient.setQueryData(meQueryOptions.queryKey, me);
  sessionActions.loginSucceeded(session);
  await refetchForNewViewer(queryClient);
}

/** Logout success, login failure, auth failure: the viewer is a guest again. */
export async function clearLogin(queryClient: QueryClient): Promise<void> {
  sessionActions.signedOut();
  queryClient.removeQueries({ queryKey: meQueryOptions.queryKey });
  await refetchForNewViewer(queryClient);
}

/** The server ended the session (keep-alive 401): as clearLogin, but the record stays. */
export async function failSession(queryClient: QueryClient): Promise<void> {
  sessionActions.sessionFailed();
  queryClient.removeQueries({ queryKey: meQueryOptions.queryKey });
  await refetchForNewViewer(queryClient);
}

/** A sign-in that failed for a guest: nothing else changes for the page behind it. */
export function failLogin(queryClient: QueryClient): void {
  sessionActions.signedOut();
  queryClient.removeQueries({ queryKey: meQueryOptions.queryKey });
}
