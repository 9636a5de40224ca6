/** A message ready to hand to a transport. */
export interface OutgoingEmail {
  /** Our message id: lets a transport recognise a redelivery of the same message. */
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Delivers one message or throws. The email job calls it and lets pg-boss retry a throw, so
 * a transport never retries on its own.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'mailbox';
  deliver(email: OutgoingEmail): Promise<void>;
  close(): void;
}
