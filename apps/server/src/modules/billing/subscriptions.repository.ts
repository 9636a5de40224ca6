import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { subscriptionCharges, subscriptions, transactions, users } from '../../db/schema/index.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
export type TransactionRow = typeof transactions.$inferSelect;
export type ChargeRow = typeof subscriptionCharges.$inferSelect;

const liveStatuses = ['incomplete', 'active', 'past_due'] as const;

export function createSubscriptionsRepository(db: Database) {
  return {
    /** What the user sees: a subscription whose first payment never went through is not one. */
    async listSubscriptions(userId: string): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            notInArray(subscriptions.status, ['incomplete', 'incomplete_expired']),
          ),
        )
        .orderBy(desc(subscriptions.createdAt));
    },

    /** Purchase history; declined attempts are kept for dunning and support, not listed. */
    async listTransactions(userId: string): Promise<TransactionRow[]> {
      return db
        .select()
        .from(transactions)
        .where(and(eq(transactions.userId, userId), ne(transactions.chargeStatus, 'failed')))
        .orderBy(desc(transactions.purchaseDate), desc(transactions.createdAt));
    },

    async findByOriginalTransactionId(
      originalTransactionId: string,
    ): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.originalTransactionId, originalTransactionId));
      return row;
    },

    async findLiveWebSubscription(userId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.provider, 'stripe'),
            inArray(subscriptions.status, [...liveStatuses]),
          ),
        );
      return row;
    },

    /** Undefined when the user already has a live web subscription (the unique index). */
    async insertSubscription(
      subscription: NewSubscriptionRow,
    ): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .insert(subscriptions)
        .values(subscription)
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async updateSubscription(
      id: string,
      changes: Partial<NewSubscriptionRow>,
    ): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .update(subscriptions)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(subscriptions.id, id))
        .returning();
      return row;
    },

    /** Waits for, then holds, the subscription's row until the transaction ends. */
    async lockSubscription(id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, id))
        .for('update');
      return row;
    },

    async insertTransaction(transaction: typeof transactions.$inferInsert): Promise<void> {
      await db.insert(transactions).values(transaction).onConflictDoNothing();
    },

    /** The user's transaction, held until the transaction ends (refunds of it wait). */
    async lockTransaction(userId: string, id: string): Promise<TransactionRow | undefined> {
      const [row] = await db
        .select()
        .from(transactions)
        .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
        .for('update');
      return row;
    },

    /** Every transaction of the user, declined attempts too, newest first (for operators). */
    async listAllTransactions(userId: string): Promise<TransactionRow[]> {
      return db
        .select()
        .from(transactions)
        .where(eq(transactions.userId, userId))
        .orderBy(desc(transactions.purchaseDate), desc(transactions.createdAt));
    },

    /** The refunds recorded so far of each payment, by its id (none: absent). */
    async refundedTotals(paymentIds: readonly string[]): Promise<Map<string, number>> {
      if (paymentIds.length === 0) return new Map();
      const rows = await db
        .select({
          paymentId: transactions.refundOf,
          total: sql<number>`sum(${transactions.total})::int`,
        })
        .from(transactions)
        .where(inArray(transactions.refundOf, [...paymentIds]))
        .groupBy(transactions.refundOf);
      return new Map(rows.flatMap((row) => (row.paymentId ? [[row.paymentId, row.total]] : [])));
    },

    /** Records a refund once: false when its external id (the processor's refund) is recorded. */
    async insertRefund(refund: typeof transactions.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(transactions)
        .values(refund)
        .onConflictDoNothing()
        .returning({ id: transactions.id });
      return rows.length === 1;
    },

    /** Whether a charge of the subscription is being taken (between the processor and its outcome). */
    async hasPendingCharge(subscriptionId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: subscriptionCharges.id })
        .from(subscriptionCharges)
        .where(
          and(
            eq(subscriptionCharges.subscriptionId, subscriptionId),
            eq(subscriptionCharges.state, 'pending'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** One free trial per person: recorded on the account when a trial starts. */
    async markTrialUsed(userId: string): Promise<void> {
      await db.update(users).set({ isFreeTrialAvailable: false }).where(eq(users.id, userId));
    },

    /** The consents given on the signup form, with the time they were given. */
    async recordSignupConsents(
      userId: string,
      consents: {
        terms?: boolean | undefined;
        marketing?: boolean | undefined;
        thirdPartyMarketing?: boolean | undefined;
      },
      at: Date,
    ): Promise<void> {
      const given = {
        ...(consents.terms ? { termsAcceptedAt: at } : {}),
        ...(consents.marketing ? { marketingConsentAt: at } : {}),
        ...(consents.thirdPartyMarketing ? { thirdPartyMarketingConsentAt: at } : {}),
      };
      if (Object.keys(given).length) await db.update(users).set(given).where(eq(users.id, userId));
    },

    async findCharge(subscriptionId: string, periodStart: Date): Promise<ChargeRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptionCharges)
        .where(
          and(
            eq(subscriptionCharges.subscriptionId, subscriptionId),
            eq(subscriptionCharges.periodStart, periodStart),
          ),
        );
      return row;
    },

    async insertCharge(charge: typeof subscriptionCharges.$inferInsert): Promise<ChargeRow> {
      const [row] = await db.insert(subscriptionCharges).values(charge).returning();
      if (!row) throw new Error('charge was not stored');
      return row;
    },

    async updateCharge(
      id: string,
      changes: Partial<typeof subscriptionCharges.$inferInsert>,
    ): Promise<void> {
      await db
        .update(subscriptionCharges)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(subscriptionCharges.id, id));
    },

    /** Trials whose reminder is due and not yet sent. */
    async findDueReminders(
      now: Date,
      reminderLeadMs: number,
      limit: number,
    ): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.status, 'active'),
            eq(subscriptions.isTrialPeriod, true),
            isNull(subscriptions.reminderSentAt),
            isNull(subscriptions.cancellationDate),
            isNotNull(subscriptions.trialEnd),
            lte(subscriptions.trialEnd, new Date(now.getTime() + reminderLeadMs)),
            sql`${subscriptions.trialEnd} > ${now}`,
          ),
        )
        .orderBy(asc(subscriptions.trialEnd))
        .limit(limit);
    },

    /** Claims a reminder: only one process gets true for a subscription. */
    async claimReminder(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(subscriptions)
        .set({ reminderSentAt: now })
        .where(and(eq(subscriptions.id, id), isNull(subscriptions.reminderSentAt)))
        .returning({ id: subscriptions.id });
      return rows.length === 1;
    },

    /** Renewals due (period over, not cancelled) and retries due after a decline. */
    async findDueCharges(now: Date, limit: number): Promise<{ id: string; dueAt: Date }[]> {
      const rows = await db
        .select({
          id: subscriptions.id,
          end: subscriptions.currentPeriodEnd,
          next: subscriptions.nextAttemptAt,
        })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, 'stripe'),
            isNull(subscriptions.cancellationDate),
            or(
              and(eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, now)),
              and(eq(subscriptions.status, 'past_due'), lte(subscriptions.nextAttemptAt, now)),
            ),
          ),
        )
        .orderBy(asc(subscriptions.currentPeriodEnd))
        .limit(limit);
      return rows.map((row) => ({ id: row.id, dueAt: row.next ?? row.end }));
    },

    /** Subscriptions that end rather than renew once their time is over (a cancelled trial is never charged). */
    async expireCancelled(now: Date): Promise<number> {
      const rows = await db
        .update(subscriptions)
        .set({ status: 'expired', isTrialPeriod: false, updatedAt: sql`now()` })
        .where(
          and(
            inArray(subscriptions.status, ['active', 'past_due']),
            // Apple and granted subscriptions are renewed by an import, never charged by us.
            or(isNotNull(subscriptions.cancellationDate), ne(subscriptions.provider, 'stripe')),
            lte(subscriptions.currentPeriodEnd, now),
          ),
        )
        .returning({ id: subscriptions.id });
      return rows.length;
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
