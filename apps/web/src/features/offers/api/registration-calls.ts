import {
  emailLookupResponseSchema,
  sessionResponseSchema,
  type SessionResponse,
  type SignupRequest,
} from '@cadenza/domain';
import { ApiRequestError, apiFetch } from '../../../lib/api-client';

export type RegistrationLookup = { email: string } | { facebookToken: string };

/** `GET /api/emails`: 200 registered, 404 free (spec §7). */
export async function isRegistered(lookup: RegistrationLookup): Promise<boolean> {
  const query = new URLSearchParams(lookup).toString();
  try {
    await apiFetch(`/emails?${query}`, { schema: emailLookupResponseSchema });
    return true;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return false;
    throw error;
  }
}

/** `POST /api/users`: account, card and trial; the server signs the new user in. */
export function registerUser(request: SignupRequest): Promise<SessionResponse> {
  return apiFetch('/users', { method: 'POST', body: request, schema: sessionResponseSchema });
}
