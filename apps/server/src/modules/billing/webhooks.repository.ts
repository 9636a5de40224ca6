import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cards, transactions, webhookEvents } from '../../db/schema/index.js';

export function createWebhooksRepository(db: Database) {
  return {
    /** False when this event id was handled before (a redelivery). */
    async claimEvent(id: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(webhookEvents)
        .values({ id, type })
        .onConflictDoNothing()
        .returning();
      return rows.length === 1;
    },

    async releaseEvent(id: string): Promise<void> {
      await db.delete(webhookEvents).where(eq(webhookEvents.id, id));
    },

    async findChargeTransaction(gatewayChargeId: string) {
      const [row] = await db
        .select()
        .from(transactions)
        .where(
          and(
            eq(transactions.gatewayChargeId, gatewayChargeId),
            eq(transactions.chargeStatus, 'succeeded'),
          ),
        );
      return row;
    },

    async insertTransaction(row: typeof transactions.$inferInsert): Promise<void> {
      await db.insert(transactions).values(row).onConflictDoNothing();
    },

    async updateCardExpiry(
      gatewayCardId: string,
      expMonth: number,
      expYear: number,
    ): Promise<void> {
      await db
        .update(cards)
        .set({ expMonth, expYear })
        .where(eq(cards.gatewayCardId, gatewayCardId));
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
