import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  sandboxCharges,
  sandboxCustomers,
  sandboxPaymentMethods,
  sandboxRefunds,
  sandboxTokens,
} from '../../../db/schema/index.js';

export type SandboxTokenRow = typeof sandboxTokens.$inferSelect;
export type SandboxPaymentMethodRow = typeof sandboxPaymentMethods.$inferSelect;
export type SandboxChargeRow = typeof sandboxCharges.$inferSelect;

export type SandboxRefundOutcome =
  | { kind: 'refunded'; refundId: string }
  | { kind: 'resource_missing' | 'charge_already_refunded' | 'amount_too_large'; left: number };

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

    /**
     * Refunds part or all of a succeeded charge, once per idempotency key (a repeated key gets
     * the first refund back), never beyond what is left of it: under the charge's row lock, so
     * two refunds at once cannot both take the same money back.
     */
    async refundOnce(request: {
      id: string;
      gatewayChargeId: string;
      amount: number;
      idempotencyKey: string;
    }): Promise<SandboxRefundOutcome> {
      return db.transaction(async (tx) => {
        const [charge] = await tx
          .select()
          .from(sandboxCharges)
          .where(eq(sandboxCharges.id, request.gatewayChargeId))
          .for('update');
        const [earlier] = await tx
          .select({ id: sandboxRefunds.id })
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey));
        if (earlier) return { kind: 'refunded', refundId: earlier.id };
        if (charge?.status !== 'succeeded') return { kind: 'resource_missing', left: 0 };
        const left = charge.amount - charge.amountRefunded;
        if (left === 0) return { kind: 'charge_already_refunded', left };
        if (request.amount > left) return { kind: 'amount_too_large', left };
        await tx.insert(sandboxRefunds).values({
          id: request.id,
          idempotencyKey: request.idempotencyKey,
          chargeId: charge.id,
          amount: request.amount,
        });
        await tx
          .update(sandboxCharges)
          .set({ amountRefunded: sql`${sandboxCharges.amountRefunded} + ${request.amount}` })
          .where(eq(sandboxCharges.id, charge.id));
        return { kind: 'refunded', refundId: request.id };
      });
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
