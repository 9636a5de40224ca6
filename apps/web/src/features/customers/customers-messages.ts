/** The console's customer pages: their words. */
export const customersText = {
  searchLabel: 'Email or name',
  searchHint: 'Any part of an email address or first name.',
  noMatch: (query: string) => `No customers match “${query}”`,
  noMatchText: 'Check the spelling, or search by another part of the email address.',
  noCustomers: 'No customers yet',
  noCustomersText: 'Accounts appear here as people sign up.',
  count: (total: number) => `${String(total)} ${total === 1 ? 'customer' : 'customers'}`,
  notFound: 'There is no such customer.',

  noSubscriptions: 'No subscriptions.',
  noTransactions: 'No payments or trials.',
  noCards: 'No saved cards.',
  noSessions: 'Not signed in anywhere.',
  noEmails: 'No emails sent to this address.',
  sessionsNote: 'Devices are not recorded at sign-in.',

  extendTrial: 'Extend trial',
  extendTrialTitle: 'Extend the free trial',
  extendTrialText: (end: string, newEnd: string) =>
    `The trial ends on ${end}. It will end on ${newEnd}, and the first payment moves with it.`,
  extended: (end: string) => `Trial extended: it now ends on ${end}.`,

  grantMonths: 'Grant free months',
  grantMonthsTitle: 'Grant free months',
  grantMonthsText: (end: string) =>
    `Paid until ${end}. The months granted are free: the next payment moves on by as many months.`,
  granted: (end: string) => `Months granted: paid until ${end}.`,

  cancelAtPeriodEnd: 'Cancel at period end',
  cancelAtPeriodEndTitle: 'Cancel at the end of the period',
  cancelAtPeriodEndText: (end: string) =>
    `Access stays until ${end}; nothing more is charged. The customer is emailed.`,
  cancelNow: 'Cancel now',
  cancelNowTitle: 'End the subscription now',
  cancelNowText:
    'Access ends at once and nothing more is charged. Nothing already paid is refunded: refund a payment apart. The customer is emailed.',
  cancelled: 'Subscription cancelled.',
  ended: 'Subscription ended.',

  refund: 'Refund',
  refundTitle: 'Refund a payment',
  refundText: (paid: string, date: string, left: string) =>
    `${paid} paid on ${date}; ${left} can be refunded. The money goes back to the card through the card processor.`,
  refundAmount: (currency: string) => `Amount (${currency})`,
  refunded: (amount: string) => `${amount} refunded.`,
  amountInvalid: (left: string) => `Enter an amount greater than 0 and at most ${left}.`,

  resend: 'Send again',
  resendTitle: 'Send the email again',
  resendText: (subject: string, to: string) => `Send “${subject}” to ${to} again?`,
  resent: 'Email queued to be sent again.',

  endSessions: 'End all sessions',
  endSessionsTitle: 'Sign the customer out everywhere',
  endSessionsText: (count: number) =>
    `${String(count)} ${count === 1 ? 'session ends' : 'sessions end'} at once; the customer can sign in again.`,
  sessionsEnded: 'Every session ended.',

  daysLabel: 'Days',
  monthsLabel: 'Months',
  wholeNumber: (max: number) => `Enter a whole number from 1 to ${String(max)}.`,
} as const;
