import {
  newsletterConfirmationEmail,
  passwordResetEmail,
  passwordSetupEmail,
  welcomeEmail,
} from './account-emails.js';
import {
  cancellationConfirmationEmail,
  failedPaymentEmail,
  receiptEmail,
  trialReminderEmail,
} from './billing-emails.js';
import { renderEmailContent, type RenderedEmail } from './email-content.js';

/** Every email the service sends, by name: the name is stored with each message. */
export const emailTemplates = {
  'password-reset': passwordResetEmail,
  'password-setup': passwordSetupEmail,
  welcome: welcomeEmail,
  'newsletter-confirmation': newsletterConfirmationEmail,
  'trial-reminder': trialReminderEmail,
  receipt: receiptEmail,
  'failed-payment': failedPaymentEmail,
  'cancellation-confirmation': cancellationConfirmationEmail,
};

export type EmailTemplateName = keyof typeof emailTemplates;

/**
 * Emails holding a link that works once: their body is erased once delivered, so a copy of
 * the database signs nobody in, and they are never sent again.
 */
export const singleUseLinkTemplates: readonly string[] = [
  'password-reset',
  'password-setup',
  'newsletter-confirmation',
] satisfies EmailTemplateName[];
export type EmailTemplateData<Name extends EmailTemplateName> = Parameters<
  (typeof emailTemplates)[Name]
>[0];

export function renderEmail<Name extends EmailTemplateName>(
  name: Name,
  data: EmailTemplateData<Name>,
): RenderedEmail {
  const template = emailTemplates[name] as (
    data: EmailTemplateData<Name>,
  ) => Parameters<typeof renderEmailContent>[0];
  return renderEmailContent(template(data));
}

export type { RenderedEmail } from './email-content.js';
