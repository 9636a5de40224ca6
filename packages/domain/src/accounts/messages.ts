/**
 * Server messages of the accounts area. The first group is the spec's error catalogue (§8)
 * and must stay exactly as written: the web client maps each one to its own wording.
 */
export const accountServerMessages = {
  wrongPassword: 'wrong password',
  emailExists: 'email exists',
  facebookEmailNotFound: 'facebook email not found',
  facebookEmailMissing: 'could not get email address from facebook account',
  facebookTokenInvalid: 'validation of facebook token failed',
  tokenNotValid: 'token not valid',
  emailNotFound: 'email not found',
  // Ours, not the spec's: shown by the client as the general form error.
  tooManyAttempts: 'too many attempts',
  notSignedIn: 'not signed in',
  facebookUnavailable: 'facebook could not be reached',
} as const;

/** Field messages of our own that the spec does not word. */
export const accountFieldMessages = {
  passwordTooCommon: 'This password is too common. Please choose another.',
  termsRequired: 'You need to agree to these terms to create an account.',
  credentialsMissing: 'Give an email and a password, or a Facebook token',
  lookupMissing: 'Give either an email or a Facebook token',
} as const;

/** Newsletter sign-up (spec §5, §8). */
export const newsletterMessages = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  submitFailed: 'Error submitting subscription form',
  signedUp: 'Thank you for signing up',
  confirmationSent:
    'To confirm your subscription please click the link in the email we just sent you.',
} as const;
