import { billingServerMessages } from '@cadenza/domain';
import { cardExpiryMessages } from '@cadenza/domain/rules';
import { PRODUCT_NAME } from '../../lib/product';

/** The account area's words, exactly as the specification has them. */
export const accountMessages = {
  signedInAs: (email: string) => `You are signed in as ${email}`,
  subscriptionCancelled: 'SUBSCRIPTION CANCELLED',
  startSubscription: `Start your ${PRODUCT_NAME} subscription now`,
  resubscribe: `Resubscribe to ${PRODUCT_NAME}`,
  renewsMonthly: 'Subscription will automatically renew monthly',
  appleNotCancellable: billingServerMessages.appleNotCancellable,
  noPurchases: 'You haven’t bought anything yet!',
  noPaymentMethods: 'You have not added any payment methods yet.',
  addPaymentMethod: 'add a new payment method',
  makeDefault: 'make this card default',
  isDefault: 'this card is default',
  removeCard: 'remove this card',
  confirmRemovalLabel: 'Remove this card?',
  confirmRemoval: (brand: string, last4: string) =>
    `Remove ${brand} •••• ${last4}? It cannot be used again until you add it anew.`,
  confirmRemove: 'Remove card',
  keepCard: 'Keep card',
  cannotRemoveCard: billingServerMessages.cardRemovalRefused,
  cardDetailsTitle: 'Account – Card details',
  subscriptionCancelledTitle: 'Subscription cancelled',
  confirmCancellationTitle: 'Cancel subscription',
  notNow: 'Not now',
  dismiss: 'Dismiss',
  resubscribeForAccess: 'Resubscribe for unlimited access',
  startFreeTrial: 'START FREE TRIAL',
  helpLink: 'How are subscriptions charged?',
} as const;

/** Spec §5 card update form. */
export const cardUpdateMessages = {
  expiryIncomplete: cardExpiryMessages.incomplete,
  streetIncomplete: 'Your street address is incomplete.',
  cityIncomplete: 'Your city is incomplete.',
  countryIncomplete: 'Your country is incomplete.',
  postcodeIncomplete: 'Your postalcode is incomplete.',
} as const;
