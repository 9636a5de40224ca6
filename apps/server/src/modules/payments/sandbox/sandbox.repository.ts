import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  sandboxCharges,
  sandboxCustomers,
  sandboxPaymentMethods,
  sandboxTokens,
} from '../../../db/schema/index.js';

export type SandboxTokenRow = typeof sandboxTokens.$inferSelect;
export type SandboxPaymentMethodRow = typeof sandboxPaymentMethods.$inferSelect;
export type SandboxChargeRow = typeof sandboxCharges.$inferSelect;

export function createSandboxRepository(db: Database) {
  return {
    async insertToken(token: typeof sandboxTokens.$inferInsert): Promise<void> {
      await db.insert(sandboxTokens).values(token);
    },

    /** Marks the token used and returns it, or undefined if unknown or already used. */
    async consumeToken(id: string, usedAt: Date): Promise<SandboxTokenRow | undefined> {
      const [row] = await db
        .update(sandboxTokens)
        .set({ usedAt })
        .where(and(eq(sandboxTokens.id, id), isNull(sandboxTokens.usedAt)))
        .returning();
      return row;
    },

    async insertCustomer(id: string, email: string): Promise<void> {
      await db.insert(sandboxCustomers).values({ id, email }).onConflictDoNothing();
    },

    /** Whether the customer exists and has not been deleted. */
    async isLiveCustomer(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sandboxCustomers.id })
        .from(sandboxCustomers)
        .where(and(eq(sandboxCustomers.id, id), isNull(sandboxCustomers.deletedAt)));
      return row !== undefined;
    },

    /** Deletes the customer (once: a repeat keeps the first time) and detaches its cards. */
    async deleteCustomer(id: string, deletedAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(sandboxCustomers)
          .set({ deletedAt })
          .where(and(eq(sandboxCustomers.id, id), isNull(sandboxCustomers.deletedAt)));
        await tx
          .update(sandboxPaymentMethods)
          .set({ isDetached: true })
          .where(eq(sandboxPaymentMethods.customerId, id));
      });
    },

    async insertPaymentMethod(method: typeof sandboxPaymentMethods.$inferInsert): Promise<void> {
      await db.insert(sandboxPaymentMethods).values(method);
    },

    async findPaymentMethod(id: string): Promise<SandboxPaymentMethodRow | undefined> {
      const [row] = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.id, id));
      return row;
    },

    async updatePaymentMethod(
      id: string,
      changes: Partial<
        Pick<SandboxPaymentMethodRow, 'expMonth' | 'expYear' | 'address' | 'isDetached'>
      >,
    ): Promise<void> {
      await db.update(sandboxPaymentMethods).set(changes).where(eq(sandboxPaymentMethods.id, id));
    },

    /**
     * Records a charge under its idempotency key, or returns the one already recorded under
     * it: a repeated key gets the first answer, as at the real processor.
     */
    async insertChargeOnce(charge: typeof sandboxCharges.$inferInsert): Promise<SandboxChargeRow> {
      const [inserted] = await db
        .insert(sandboxCharges)
        .values(charge)
        .onConflictDoNothing()
        .returning();
      if (inserted) return inserted;
      const [existing] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, charge.idempotencyKey));
      if (!existing) throw new Error('sandbox charge vanished');
      return existing;
    },

    async refundCharge(id: string): Promise<SandboxChargeRow | undefined> {
      const [row] = await db
        .update(sandboxCharges)
        .set({ amountRefunded: sql`${sandboxCharges.amount}` })
        .where(and(eq(sandboxCharges.id, id), eq(sandboxCharges.status, 'succeeded')))
        .returning();
      return row;
    },

    /** The ledger, for tests and the bench: successful charges under keys with this prefix. */
    async countSucceededCharges(keyPrefix: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(sandboxCharges)
        .where(
          and(
            eq(sandboxCharges.status, 'succeeded'),
            sql`${sandboxCharges.idempotencyKey} LIKE ${`${keyPrefix}%`}`,
          ),
        );
      return row?.count ?? 0;
    },
  };
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
