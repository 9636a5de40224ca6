/** Who a Facebook access token belongs to. Facebook omits the email when it has none. */
export interface FacebookIdentity {
  facebookId: string;
  email: string | null;
}

/**
 * Checks a Facebook access token. Answers null for a token that is not valid for our app;
 * throws `FacebookUnavailableError` when the check itself could not be made.
 */
export interface FacebookVerifier {
  readonly kind: 'graph-api' | 'sandbox' | 'disabled';
  verify(accessToken: string): Promise<FacebookIdentity | null>;
}

export class FacebookUnavailableError extends Error {
  constructor(reason: string) {
    super(`Facebook could not be reached: ${reason}`);
    this.name = 'FacebookUnavailableError';
  }
}

/** Production without an app secret: Facebook sign-in is off rather than sandboxed. */
export const disabledFacebookVerifier: FacebookVerifier = {
  kind: 'disabled',
  verify: () => Promise.resolve(null),
};
