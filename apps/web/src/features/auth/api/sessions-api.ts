import {
  sessionCheckEndpoint,
  signInEndpoint,
  signOutEndpoint,
  type SessionResponse,
} from '@cadenza/domain';
import { callApi } from '../../../lib/api-client';

export type SignInCredentials = { email: string; password: string } | { facebookToken: string };

/** `POST /api/sessions`: the server sets the session cookie and answers with the session. */
export function createSession(credentials: SignInCredentials): Promise<SessionResponse> {
  return callApi(signInEndpoint, { body: credentials });
}

/** `DELETE /api/sessions`: sign out (the server clears the cookies). */
export function endSession(): Promise<void> {
  return callApi(signOutEndpoint);
}

/** `HEAD /api/sessions`: resolves while the session lives; a 401 rejects. */
export function checkSession(): Promise<void> {
  return callApi(sessionCheckEndpoint);
}
