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

/**
 * A signed-in person's own data, which only they may ask for: when they leave (sign-out or a
 * failed session) it is dropped from this browser's cache, never asked for again as a guest
 * (a card still on screen would be answered 401).
 */
const personalQueries = new Set<unknown>([
  meQueryOptions.queryKey[0],
  'library',
  'piece-practice',
  'cards',
  'studio',
  'console',
  'catalogue-figures',
]);

async function refetchForNewViewer(queryClient: QueryClient): Promise<void> {
  await queryClient.resetQueries({ predicate: (query) => !keptQueries.has(query.queryKey[0]) });
}

/** The viewer becomes a guest here: the person's own data is cancelled in flight and dropped. */
async function forgetPerson(queryClient: QueryClient, becomeGuest: () => void): Promise<void> {
  becomeGuest();
  const isPersonal = (query: { queryKey: readonly unknown[] }) =>
    personalQueries.has(query.queryKey[0]);
  await queryClient.cancelQueries({ predicate: isPersonal });
  queryClient.removeQueries({ predicate: isPersonal });
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

/** Login failure, auth failure: the viewer is a guest again. */
export async function clearLogin(queryClient: QueryClient): Promise<void> {
  await forgetPerson(queryClient, () => {
    sessionActions.signedOut();
  });
  await refetchForNewViewer(queryClient);
}

/** The server ended the session (keep-alive 401): as clearLogin, but the record stays. */
export async function failSession(queryClient: QueryClient): Promise<void> {
  await forgetPerson(queryClient, () => {
    sessionActions.sessionFailed();
  });
  await refetchForNewViewer(queryClient);
}

/**
 * Spec §4 logout: this browser is a guest at once, so nothing the page asks for while the
 * server ends the session is the person's own (it would be answered 401); a failed logout
 * signs this browser out all the same (spec §7). Then the route's data is asked for again.
 */
export async function leaveSession(
  queryClient: QueryClient,
  endSession: () => Promise<void>,
): Promise<void> {
  await forgetPerson(queryClient, () => {
    sessionActions.signedOut();
  });
  try {
    await endSession();
  } catch {
    // Signed out here either way.
  }
  await refetchForNewViewer(queryClient);
}

/** A sign-in that failed for a guest: nothing else changes for the page behind it. */
export function failLogin(queryClient: QueryClient): void {
  sessionActions.signedOut();
  queryClient.removeQueries({ queryKey: meQueryOptions.queryKey });
}
