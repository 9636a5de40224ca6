import { accountServerMessages } from '@cadenza/domain';
import { AppError } from '../../http/app-error.js';
import {
  FacebookUnavailableError,
  type FacebookIdentity,
  type FacebookVerifier,
} from './facebook-verifier.js';

/** The identity behind a token, or the spec's 'validation of facebook token failed'. */
export async function verifyFacebookToken(
  verifier: FacebookVerifier,
  accessToken: string,
): Promise<FacebookIdentity> {
  let identity: FacebookIdentity | null;
  try {
    identity = await verifier.verify(accessToken);
  } catch (error) {
    if (error instanceof FacebookUnavailableError) {
      throw new AppError('serviceUnavailable', accountServerMessages.facebookUnavailable);
    }
    throw error;
  }
  if (!identity) throw new AppError('unauthorized', accountServerMessages.facebookTokenInvalid);
  return identity;
}
