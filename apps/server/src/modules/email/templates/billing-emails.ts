import { PRODUCT_NAME, greeting, type EmailContent } from './email-content.js';

// Sent by the billing issue. Dates arrive formatted ('D MMMM YYYY') and amounts formatted
// for the user's currency, so the templates hold no formatting rules of their own.

export interface TrialReminderEmailData {
  firstName: string | null;
  trialEndDate: string;
  /** The monthly price, formatted ('£9.99'). */
  price: string;
  subscriptionUrl: string;
}

export function trialReminderEmail(data: TrialReminderEmailData): EmailContent {
  return {
    subject: `Your ${PRODUCT_NAME} free trial ends on ${data.trialEndDate}`,
    heading: 'Your free trial ends in 3 days',
    paragraphs: [
      greeting(data.firstName),
      `Your free trial ends on ${data.trialEndDate}. After that your subscription continues at ${data.price} per month and renews automatically each month.`,
      `If you do not want to be charged, cancel before ${data.trialEndDate}.`,
    ],
    action: { label: 'Manage your subscription', url: data.subscriptionUrl },
  };
}

export interface ReceiptEmailData {
  firstName: string | null;
  description: string;
  amount: string;
  date: string;
  reference: string;
  purchasesUrl: string;
}

export function receiptEmail(data: ReceiptEmailData): EmailContent {
  return {
    subject: `Your ${PRODUCT_NAME} receipt`,
    heading: 'Thank you for your payment',
    paragraphs: [
      greeting(data.firstName),
      `${data.description}: ${data.amount}, paid on ${data.date}.`,
      `Reference: ${data.reference}`,
    ],
    action: { label: 'Purchase history', url: data.purchasesUrl },
  };
}

export interface FailedPaymentEmailData {
  firstName: string | null;
  amount: string;
  /** When we try again, formatted; null when we will not. */
  nextAttemptDate: string | null;
  paymentMethodsUrl: string;
}

export function failedPaymentEmail(data: FailedPaymentEmailData): EmailContent {
  return {
    subject: `We couldn’t take your ${PRODUCT_NAME} payment`,
    heading: 'Your payment did not go through',
    paragraphs: [
      greeting(data.firstName),
      `We tried to charge ${data.amount} for your monthly subscription, but the payment was declined.`,
      data.nextAttemptDate
        ? `We will try again on ${data.nextAttemptDate}. Please check your card or add another one before then.`
        : 'Please check your card or add another one to keep your subscription.',
    ],
    action: { label: 'Update payment method', url: data.paymentMethodsUrl },
  };
}

export interface CancellationConfirmationEmailData {
  firstName: string | null;
  expiryDate: string;
  resubscribeUrl: string;
}

export function cancellationConfirmationEmail(
  data: CancellationConfirmationEmailData,
): EmailContent {
  return {
    subject: `Your ${PRODUCT_NAME} subscription has been cancelled`,
    heading: 'Subscription cancelled',
    paragraphs: [
      greeting(data.firstName),
      `Your subscription has been cancelled and will not renew. You keep full access until ${data.expiryDate}.`,
      'Changed your mind? You can resubscribe at any time.',
    ],
    action: { label: 'Resubscribe', url: data.resubscribeUrl },
  };
}
