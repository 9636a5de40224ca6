import { cardExpiryMessages } from '@cadenza/domain/rules';

/** The card form's and payment dialogs' words, exactly as the specification has them. */
export const cardFormMessages = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: cardExpiryMessages.incomplete,
  cvcIncomplete: 'Your card’s security code is incomplete.',
  postcodeIncomplete: 'Your postcode is incomplete.',
  streetIncomplete: 'Your street address is incomplete.',
  cityIncomplete: 'Your city is incomplete.',
  countryIncomplete: 'Your country is incomplete.',
  stateIncomplete: 'Your state/county is incomplete.',
  tokenCreationFailed: 'Error creating stripe token',
} as const;

export const paymentMessages = {
  paymentTitle: 'Payment',
  summaryTitle: 'Purchase summary',
  summaryIntro: 'Please review your chosen purchases',
  processingTitle: 'Processing payment',
  processing: 'Please wait while we process your payment…',
  successTitle: 'Payment complete',
  failureTitle: 'Something went wrong …',
  genericFailure: 'Your payment could not be completed. Please try again.',
  contactSupport: 'Contact support',
  tryAgain: 'Try again',
  printNow: 'Print now',
  printLater: 'Print later',
  renewsMonthly: 'Subscription will automatically renew monthly',
  payWithNewCard: 'Pay with a new card',
  howToPay: 'How would you like to pay?',
  newCardBecomesDefault: 'The card you pay with becomes your default card for renewals.',
  makeDefaultCard: 'Make this my default card',
  firstCardIsDefault: 'This will be your default card.',
} as const;

/** The saved card offered in the payment dialog: 'Pay with Visa •••• 4242'. */
export function payWithSavedCard(label: string): string {
  return `Pay with ${label}`;
}

export function payLabel(amount: string): string {
  return `Pay ${amount}`;
}
