/**
 * The console's customer pages: server messages (sent as the error body's `message`). Each
 * names what was wrong, so an operator knows what to do instead.
 */
export const customerMessages = {
  customerNotFound: 'there is no such customer',
  subscriptionNotFound: 'this customer has no such subscription',
  transactionNotFound: 'this customer has no such transaction',
  emailNotFound: 'this customer was sent no such email',

  appleSubscription: 'Apple subscriptions are changed through the customer’s Apple account',
  grantedSubscription:
    'granted subscriptions are changed with the CLI (npm run cli -- record-subscription)',
  notStarted: 'this subscription never started: its first payment did not go through',
  ended: 'this subscription has already ended',
  notATrial: 'this subscription is not in a free trial: only a running trial can be extended',
  grantInTrial: 'this subscription is in its free trial: extend the trial instead',
  pastDue:
    'this subscription has a failed payment being retried: settle or end it before granting months',
  alreadyCancelled: 'this subscription is already cancelled at the end of its period',
  chargeInProgress: 'a payment for this subscription is being taken: try again in a minute',

  notRefundable: 'only a successful card payment can be refunded',
  fullyRefunded: 'this payment has already been refunded in full',
  refundTooLarge: (left: string) => `a refund can be at most ${left}, what is left of this payment`,
  processorRefused: (message: string) => `the card processor refused the refund: ${message}`,

  emailNotDelivered: 'this email is still being sent: it can be sent again once delivered',
  emailSingleUseLink:
    'this email held a single-use link, so no copy was kept and it cannot be sent again',
  emailNotKept: 'no copy of this email was kept (it was sent before copies were kept)',

  noSessions: 'this customer has no live sessions',
} as const;
