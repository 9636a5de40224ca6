import {
  passwordResetEndpoint,
  passwordResetRequestEndpoint,
  passwordSetupEndpoint,
  type PasswordSetupResponse,
} from '@cadenza/domain';
import { callApi } from '../../../lib/api-client';

/** `POST /api/password-resets`: emails a reset link. */
export function requestPasswordReset(email: string): Promise<void> {
  return callApi(passwordResetRequestEndpoint, { body: { email } });
}

/** `POST /api/password-resets/{token}`. */
export function resetPassword(options: {
  token: string;
  email: string;
  password: string;
}): Promise<void> {
  const { token, email, password } = options;
  return callApi(passwordResetEndpoint, { params: { token }, body: { email, password } });
}

/** `POST /api/password-setups/{token}`: only consents and password are sent (spec §3). */
export function setUpPassword(options: {
  token: string;
  password: string;
  marketing: boolean;
}): Promise<PasswordSetupResponse> {
  const { token, password, marketing } = options;
  return callApi(passwordSetupEndpoint, {
    params: { token },
    body: { password, consents: { terms: true, marketing } },
  });
}
