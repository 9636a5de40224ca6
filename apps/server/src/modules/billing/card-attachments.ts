import { randomUUID } from 'node:crypto';
import { billingServerMessages } from '@cadenza/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { PaymentGateway } from '../payments/payment-gateway.js';
import {
  createCardAttachmentsRepository,
  type CardAttachmentsRepository,
} from './card-attachments.repository.js';

/**
 * No stray cards: a signup's card is attached at the processor before its account is written,
 * so the attachment is recorded first (`pending_card_attachments`) and marked done (deleted)
 * in the account's transaction. Whatever is left (the process died, or the signup failed and
 * the processor could not be reached to undo it) is removed by `reconcileCardAttachments`:
 * the customer is deleted at the processor, which detaches its cards.
 */
export interface CardAttachmentDependencies {
  db: Database;
  gateway: PaymentGateway;
  clock: Clock;
}

/** A signup's own processor customer, recorded before any card is attached to it. */
export interface PendingCardAttachment {
  id: string;
  customerId: string;
}

/** Older than this and still pending, a signup will never commit (it takes seconds). */
export const ABANDONED_AFTER_MS = 10 * 60_000;
const RECONCILE_BATCH_SIZE = 100;

/**
 * Makes the signup's processor customer (its own: the idempotency key names this attempt, so
 * no two signups share one) and records the attachment before a card can be attached.
 */
export async function beginCardAttachment(
  deps: CardAttachmentDependencies,
  email: string,
): Promise<PendingCardAttachment> {
  const id = randomUUID();
  const customerId = await deps.gateway.createCustomer({
    email,
    userId: '',
    idempotencyKey: `signup:${id}`,
  });
  await createCardAttachmentsRepository(deps.db).insert({
    id,
    gateway: deps.gateway.kind,
    customerId,
    createdAt: deps.clock.now(),
  });
  return { id, customerId };
}

/**
 * In the account's transaction: the attachment is done. Refused when the reconciler has
 * abandoned it meanwhile, since its customer is being deleted at the processor.
 */
export async function completeCardAttachment(
  tx: Database,
  attachment: PendingCardAttachment,
): Promise<void> {
  if (!(await createCardAttachmentsRepository(tx).complete(attachment.id))) {
    throw new AppError('serviceUnavailable', billingServerMessages.paymentUnavailable);
  }
}

/**
 * A signup that failed undoes its attachment at once. If the processor cannot be reached the
 * record stays, and the reconciler finishes the job later.
 */
export async function discardCardAttachment(
  deps: CardAttachmentDependencies,
  attachment: PendingCardAttachment,
): Promise<void> {
  await removeAttachment(deps.gateway, createCardAttachmentsRepository(deps.db), attachment);
}

/**
 * Removes the attachments left pending for longer than `ABANDONED_AFTER_MS` (a batch per
 * call), each independently; throws after the batch if any could not be removed. Safe to
 * repeat and to run in several processes at once: deleting a customer is idempotent.
 */
export async function reconcileCardAttachments(
  deps: CardAttachmentDependencies,
): Promise<{ removed: number }> {
  const repository = createCardAttachmentsRepository(deps.db);
  const now = deps.clock.now();
  const stale = await repository.abandonStale({
    gateway: deps.gateway.kind,
    before: new Date(now.getTime() - ABANDONED_AFTER_MS),
    now,
    limit: RECONCILE_BATCH_SIZE,
  });
  const errors: unknown[] = [];
  for (const attachment of stale) {
    await removeAttachment(deps.gateway, repository, attachment).catch((error: unknown) => {
      errors.push(error);
    });
  }
  if (errors.length > 0) {
    throw new AggregateError(errors, `${String(errors.length)} card attachments not removed`);
  }
  return { removed: stale.length };
}

async function removeAttachment(
  gateway: PaymentGateway,
  repository: CardAttachmentsRepository,
  attachment: PendingCardAttachment,
): Promise<void> {
  // A commit whose answer was lost may have created the account after all: keep its customer.
  if (!(await repository.isAccountCustomer(gateway.kind, attachment.customerId))) {
    await gateway.deleteCustomer(attachment.customerId);
  }
  await repository.remove(attachment.id);
}
