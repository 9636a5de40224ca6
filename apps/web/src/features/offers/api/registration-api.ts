import {
  emailLookupEndpoint,
  signupEndpoint,
  type SessionResponse,
  type SignupRequest,
} from '@cadenza/domain';
import { ApiRequestError, callApi } from '../../../lib/api-client';

export type RegistrationLookup = { email: string } | { facebookToken: string };

/** `GET /api/emails`: 200 registered, 404 free (spec §7). */
export async function isRegistered(lookup: RegistrationLookup): Promise<boolean> {
  try {
    await callApi(emailLookupEndpoint, { query: lookup });
    return true;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return false;
    throw error;
  }
}

/** `POST /api/users`: account, card and trial; the server signs the new user in. */
export function registerUser(request: SignupRequest): Promise<SessionResponse> {
  return callApi(signupEndpoint, { body: request });
}
