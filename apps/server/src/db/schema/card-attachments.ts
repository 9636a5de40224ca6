import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { paymentGatewayKind } from './billing.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A signup's card attachment, recorded before the processor is asked to attach the card and
 * deleted in the transaction that creates the account. A row left behind means a processor
 * customer (perhaps with a card) and no account: the signup died or failed before it could
 * clean up, and the reconciler deletes that customer at the processor, then the row.
 */
export const pendingCardAttachments = pgTable(
  'pending_card_attachments',
  {
    /** Also in the customer's idempotency key (`signup:<id>`): one customer per attempt. */
    id: uuid('id').primaryKey(),
    gateway: paymentGatewayKind('gateway').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    /** Set by the reconciler; from then on the signup may no longer commit its account. */
    abandonedAt: timestamptz('abandoned_at'),
  },
  (table) => [index('pending_card_attachments_created_at').on(table.createdAt)],
);
