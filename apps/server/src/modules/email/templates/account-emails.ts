import { PRODUCT_NAME, greeting, type EmailContent } from './email-content.js';

export interface PasswordResetEmailData {
  firstName: string | null;
  resetUrl: string;
  expiresInMinutes: number;
}

export function passwordResetEmail(data: PasswordResetEmailData): EmailContent {
  return {
    subject: `Reset your ${PRODUCT_NAME} password`,
    heading: 'Reset your password',
    paragraphs: [
      greeting(data.firstName),
      `We received a request to reset the password of your ${PRODUCT_NAME} account. Use the button below to choose a new one.`,
    ],
    action: { label: 'Reset password', url: data.resetUrl },
    closing: [
      `The link works once and expires in ${data.expiresInMinutes} minutes.`,
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
  };
}

export interface PasswordSetupEmailData {
  firstName: string | null;
  email: string;
  setupUrl: string;
  expiresInDays: number;
}

export function passwordSetupEmail(data: PasswordSetupEmailData): EmailContent {
  return {
    subject: `Create your ${PRODUCT_NAME} password`,
    heading: 'Create your password',
    paragraphs: [
      greeting(data.firstName),
      `An account has been created for you on ${PRODUCT_NAME} with the email address ${data.email}. Choose a password to sign in.`,
    ],
    action: { label: 'Create your password', url: data.setupUrl },
    closing: [`The link works once and expires in ${data.expiresInDays} days.`],
  };
}

export interface WelcomeEmailData {
  firstName: string | null;
  /** Formatted 'D MMMM YYYY', or null when the account has no trial. */
  trialEndDate: string | null;
  exploreUrl: string;
}

export function welcomeEmail(data: WelcomeEmailData): EmailContent {
  return {
    subject: `Welcome to ${PRODUCT_NAME}`,
    heading: `Welcome to ${PRODUCT_NAME}`,
    paragraphs: [
      greeting(data.firstName),
      'Thanks for signing up! The whole library of scores, recordings, videos and readings is yours to practise with, on the desktop website and the iPad app.',
      ...(data.trialEndDate
        ? [
            `Enjoy it for free until ${data.trialEndDate}. We will remind you 3 days before your trial ends.`,
          ]
        : []),
    ],
    action: { label: 'Start exploring', url: data.exploreUrl },
  };
}

export interface NewsletterConfirmationEmailData {
  firstName: string | null;
  confirmUrl: string;
}

export function newsletterConfirmationEmail(data: NewsletterConfirmationEmailData): EmailContent {
  return {
    subject: `Please confirm your subscription to the ${PRODUCT_NAME} newsletter`,
    heading: 'Confirm your subscription',
    paragraphs: [
      greeting(data.firstName),
      `Someone, hopefully you, signed this address up to the ${PRODUCT_NAME} newsletter. Please confirm that you want to receive it.`,
    ],
    action: { label: 'Confirm subscription', url: data.confirmUrl },
    closing: ['If you did not sign up, ignore this email and you will not hear from us.'],
  };
}
