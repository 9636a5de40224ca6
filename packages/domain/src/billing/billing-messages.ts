import { cardExpiryMessages } from '../rules/card-expiry.js';

/**
 * Server messages of the billing area. The first group is the spec's registration error
 * catalogue (§8) and must stay exactly as written: the web client maps each to its wording.
 */
export const billingServerMessages = {
  offerInactive: 'offer is no longer active',
  countryOfResidence: 'could not establish country of residence',
  tokenCreationFailed: 'error creating stripe token',
  // Ours, not the spec's: the client shows them as card-provider messages or form errors.
  offerNotFound: 'offer not found',
  planNotFound: 'plan not found',
  planNotOffered: 'this plan is not offered in your country',
  cardNotFound: 'card not found',
  subscriptionNotFound: 'subscription not found',
  alreadySubscribed: 'you already have an active subscription',
  appleNotCancellable:
    'This subscription was bought through Apple. Please cancel it through your Apple account.',
  notCancellable: 'this subscription cannot be cancelled',
  cardRemovalRefused: 'You must cancel your subscription before you can remove this card.',
  noCard: 'add a card before subscribing',
  geoRestricted: 'we are not yet available in your country',
  trialAlreadyUsed: 'This card has already been used for a free trial.',
  tokenInvalid: 'Invalid card token. Please enter your card details again.',
  paymentUnavailable: 'An error occurred while processing your card. Try again in a little bit.',
  cardExpiryInPast: cardExpiryMessages.inPast,
  clockNotAdjustable: 'the clock is not adjustable (set CLOCK=adjustable outside production)',
  sandboxOnly: 'only available with the sandbox payment gateway',
  webhookSignature: 'webhook signature is not valid',
} as const;

/**
 * The card processor's own wording for card errors (straight apostrophes, as it sends them:
 * the client turns them curly). The sandbox answers with exactly these.
 */
export const cardProcessorMessages = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  incorrectNumber: 'Your card number is incorrect.',
  invalidNumber: 'Your card number is invalid.',
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
  invalidCvc: "Your card's security code is invalid.",
  liveCardInTestMode:
    'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
} as const;
