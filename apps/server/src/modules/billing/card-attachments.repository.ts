import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { paymentCustomers, pendingCardAttachments } from '../../db/schema/index.js';

export type PendingCardAttachmentRow = typeof pendingCardAttachments.$inferSelect;

export function createCardAttachmentsRepository(db: Database) {
  return {
    async insert(row: Omit<PendingCardAttachmentRow, 'abandonedAt'>): Promise<void> {
      await db.insert(pendingCardAttachments).values(row);
    },

    /**
     * Marks the attachment done by deleting it; called in the account's transaction. False
     * when the reconciler has abandoned it (its customer is being deleted at the processor).
     */
    async complete(id: string): Promise<boolean> {
      const rows = await db
        .delete(pendingCardAttachments)
        .where(and(eq(pendingCardAttachments.id, id), isNull(pendingCardAttachments.abandonedAt)))
        .returning({ id: pendingCardAttachments.id });
      return rows.length > 0;
    },

    /**
     * Abandons (and returns) up to `limit` attachments of this gateway made before `before`,
     * oldest first: from now on their signups cannot commit. A row locked by a signup that is
     * committing is waited for, and skipped if that commit deleted it.
     */
    async abandonStale(input: {
      gateway: PendingCardAttachmentRow['gateway'];
      before: Date;
      now: Date;
      limit: number;
    }): Promise<PendingCardAttachmentRow[]> {
      const stale = db
        .select({ id: pendingCardAttachments.id })
        .from(pendingCardAttachments)
        .where(
          and(
            eq(pendingCardAttachments.gateway, input.gateway),
            lt(pendingCardAttachments.createdAt, input.before),
          ),
        )
        .orderBy(asc(pendingCardAttachments.createdAt))
        .limit(input.limit);
      return db
        .update(pendingCardAttachments)
        .set({ abandonedAt: input.now })
        .where(inArray(pendingCardAttachments.id, stale))
        .returning();
    },

    async remove(id: string): Promise<void> {
      await db.delete(pendingCardAttachments).where(eq(pendingCardAttachments.id, id));
    },

    /** Whether an account holds this processor customer (then it must not be deleted). */
    async isAccountCustomer(
      gateway: PendingCardAttachmentRow['gateway'],
      customerId: string,
    ): Promise<boolean> {
      const [row] = await db
        .select({ userId: paymentCustomers.userId })
        .from(paymentCustomers)
        .where(
          and(eq(paymentCustomers.gateway, gateway), eq(paymentCustomers.customerId, customerId)),
        );
      return row !== undefined;
    },
  };
}

export type CardAttachmentsRepository = ReturnType<typeof createCardAttachmentsRepository>;
