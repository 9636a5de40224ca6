import { PRODUCT_NAME } from '../../lib/product';

/** The offer and signup pages' words, exactly as the specification has them. */
export const offerMessages = {
  inactiveTitle: 'Sorry, this offer is no longer active',
  inactiveTrial: 'You can still enjoy a free 30-day trial',
  exploreAsGuest: 'Explore as guest',
  watchVideo: 'Watch the video',
  stepOne: 'Step 1 of 2',
  stepTwo: 'Step 2 of 2',
  createAccount: 'Create your account',
  enterCardDetails: 'Enter your card details',
  signUpWithFacebook: 'Sign up with Facebook',
  passwordHint: '8 characters or more',
  signUp: 'Sign up',
  startFreeTrial: 'START FREE TRIAL',
  noCommitment: 'No commitment. Cancel anytime.',
  chooseFacebookOrEmail: 'Please choose Facebook or email to sign up',
  termsRequired: 'You need to agree to these terms to create an account.',
  emailRegistered: 'Email already registered',
  facebookEmailRegistered: 'Email on this Facebook account is already registered.',
  facebookEmailMissingField: 'Could not get email address from Facebook account.',
  facebookEmailMissingCard:
    'You must have an email address registered with your Facebook account. Please create an account using your email.',
  facebookTokenInvalid: 'Validation of Facebook token failed',
  tokenCreationFailed: 'Error creating stripe token',
  offerInactive: 'This offer is no longer active',
  countryOfResidence:
    'Your country of residence needs to match the country where your credit card is registered.',
  welcome: `Welcome to ${PRODUCT_NAME}`,
  startExploring: 'Start exploring',
  endOfTrial: 'the end of the trial period',
  reminder: 'We’ll send you a reminder 3 days before your trial ends.',
  newUsersOnly: 'This offer is for new users only.',
  advice: `${PRODUCT_NAME} works best in a desktop browser or in the ${PRODUCT_NAME} iPad app.`,
} as const;

export function defaultButtonText(trialLength: number): string {
  return `Get ${trialLength} days free`;
}

/** 'Start %s-day free trial', 'Join free for %s days': the offer's wording with its length. */
export function fillTrialLength(template: string, trialLength: number): string {
  return template.replace('%s', String(trialLength));
}

export function signupDocumentTitle(associateName: string, trialLength: number): string {
  return `${associateName} – Sign up for a ${trialLength}-day free trial`;
}

export function cardStepButton(trialLength: number): string {
  return `Start ${trialLength}-day free trial now!`;
}

export function thanksUntil(date: string): string {
  return `Thanks for signing up! Enjoy it for free until ${date}`;
}

/** /welcome for someone who pays (no trial): nothing is free, the subscription runs or renews. */
export function thanksSubscribed(date: string, renews: boolean): string {
  return renews
    ? `Thanks for subscribing! Your subscription renews on ${date}.`
    : `Thanks for subscribing! Your subscription runs until ${date}.`;
}

export function trialStarted(trialLength: number): string {
  return `Your ${trialLength}-day free trial has started`;
}
