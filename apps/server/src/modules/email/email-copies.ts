import { customerMessages as m } from '@cadenza/domain';
import type { EmailMessageRow, NewEmailMessage } from './email.repository.js';
import { singleUseLinkTemplates } from './templates/index.js';

/** Why a stored email cannot be sent again, or null (its copy is kept and it was delivered). */
export function resendRefusal(message: EmailMessageRow): string | null {
  if (singleUseLinkTemplates.includes(message.template)) return m.emailSingleUseLink;
  if (message.status !== 'sent') return m.emailNotDelivered;
  if (message.text === null || message.html === null) return m.emailNotKept;
  return null;
}

/** The same email again, to the same address, as a new message of its own. */
export function copyOf(message: EmailMessageRow): NewEmailMessage {
  return {
    template: message.template,
    fromAddress: message.fromAddress,
    toAddress: message.toAddress,
    subject: message.subject,
    text: message.text ?? '',
    html: message.html ?? '',
  };
}
