/** The sign-in area's words, exactly as the specification has them. */
export const authMessages = {
  signInTitle: 'Sign in',
  signInWithFacebook: 'Sign in with Facebook',
  signInWithEmail: 'Sign in with email',
  createAccount: 'Create account',
  facebookOnly: 'Sign in with Facebook to access your account',
  forgotPassword: 'Forgot your password?',
  incorrectPassword: 'Incorrect password',
  facebookEmailRegistered: 'Email on this Facebook account is already registered.',
  facebookEmailNotRegistered: 'Email on this Facebook account is not registered.',
  couldNotFetchUser: 'Could not fetch user details',
  sessionExpiredTitle: 'Session expired',
  sessionExpired:
    'You have been signed out because your session has expired. This could be because you were inactive for too long, or because you signed in on another device.',
  signOut: 'Sign out',
} as const;

export function accountMismatchEmail(email: string): string {
  return `Account doesn’t match the email provided. Please sign in using ${email}`;
}

export function accountMismatchFacebook(facebookId: string): string {
  // "the the" is the specification's wording.
  return `Account doesn’t match the the Facebook ID provided. Please sign in using facebook account ID ${facebookId}`;
}
