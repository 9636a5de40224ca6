import { passwordSetupResponseSchema, type PasswordSetupResponse } from '@cadenza/domain';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/password-resets`: emails a reset link. */
export function requestPasswordReset(email: string): Promise<void> {
  return apiFetch('/password-resets', { method: 'POST', body: { email } });
}

/** `POST /api/password-resets/{token}`. */
export function resetPassword(options: {
  token: string;
  email: string;
  password: string;
}): Promise<void> {
  const { token, email, password } = options;
  return apiFetch(`/password-resets/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { email, password },
  });
}

/** `POST /api/password-setups/{token}`: only consents and password are sent (spec §3). */
export function setUpPassword(options: {
  token: string;
  password: string;
  marketing: boolean;
}): Promise<PasswordSetupResponse> {
  const { token, password, marketing } = options;
  return apiFetch(`/password-setups/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { password, consents: { terms: true, marketing } },
    schema: passwordSetupResponseSchema,
  });
}
