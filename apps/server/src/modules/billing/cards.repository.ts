import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cards, paymentCustomers, subscriptions } from '../../db/schema/index.js';

export type CardRow = typeof cards.$inferSelect;
export type NewCardRow = typeof cards.$inferInsert;
export type PaymentCustomerRow = typeof paymentCustomers.$inferSelect;

export function createCardsRepository(db: Database) {
  return {
    async listCards(userId: string): Promise<CardRow[]> {
      return db
        .select()
        .from(cards)
        .where(eq(cards.userId, userId))
        .orderBy(desc(cards.isDefault), cards.createdAt);
    },

    /** Only the owner's card: someone else's id is the same as no card. */
    async findCard(userId: string, id: string): Promise<CardRow | undefined> {
      const [row] = await db
        .select()
        .from(cards)
        .where(and(eq(cards.id, id), eq(cards.userId, userId)));
      return row;
    },

    async findDefaultCard(userId: string): Promise<CardRow | undefined> {
      const [row] = await db
        .select()
        .from(cards)
        .where(and(eq(cards.userId, userId), eq(cards.isDefault, true)));
      return row;
    },

    /** Stores a card; as the default, the user's other cards stop being it. */
    async insertCard(card: NewCardRow & { isDefault: boolean }): Promise<CardRow> {
      if (card.isDefault)
        await db.update(cards).set({ isDefault: false }).where(eq(cards.userId, card.userId));
      const [row] = await db.insert(cards).values(card).returning();
      if (!row) throw new Error('card was not stored');
      return row;
    },

    /** The user's saved card with this fingerprint (the same card number), if any. */
    async findCardByFingerprint(userId: string, fingerprint: string): Promise<CardRow | undefined> {
      const [row] = await db
        .select()
        .from(cards)
        .where(and(eq(cards.userId, userId), eq(cards.fingerprint, fingerprint)))
        .orderBy(desc(cards.isDefault), cards.createdAt)
        .limit(1);
      return row;
    },

    async makeDefault(userId: string, id: string): Promise<void> {
      await db
        .update(cards)
        .set({ isDefault: false })
        .where(and(eq(cards.userId, userId), ne(cards.id, id)));
      await db
        .update(cards)
        .set({ isDefault: true })
        .where(and(eq(cards.userId, userId), eq(cards.id, id)));
    },

    async updateCard(id: string, changes: Partial<NewCardRow>): Promise<CardRow | undefined> {
      const [row] = await db.update(cards).set(changes).where(eq(cards.id, id)).returning();
      return row;
    },

    /** Removes the card; the oldest remaining one becomes the default if it was. */
    async deleteCard(userId: string, id: string): Promise<void> {
      const [removed] = await db
        .delete(cards)
        .where(and(eq(cards.id, id), eq(cards.userId, userId)))
        .returning();
      if (!removed?.isDefault) return;
      const [next] = await db
        .select()
        .from(cards)
        .where(eq(cards.userId, userId))
        .orderBy(desc(cards.createdAt))
        .limit(1);
      if (next) await db.update(cards).set({ isDefault: true }).where(eq(cards.id, next.id));
    },

    /** Whether a card with this fingerprint has already started a trial, for anyone. */
    /** Holds the card's fingerprint until the transaction ends: one sign-up per card at a time. */
    async lockFingerprint(fingerprint: string): Promise<void> {
      const key = `card-fingerprint:${fingerprint}`;
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    },

    async hasTrialWithFingerprint(fingerprint: string): Promise<boolean> {
      const [row] = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.trialCardFingerprint, fingerprint))
        .limit(1);
      return row !== undefined;
    },

    async findCustomer(userId: string): Promise<PaymentCustomerRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentCustomers)
        .where(eq(paymentCustomers.userId, userId));
      return row;
    },

    async insertCustomer(customer: typeof paymentCustomers.$inferInsert): Promise<void> {
      await db.insert(paymentCustomers).values(customer).onConflictDoNothing();
    },

    async countCards(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(cards)
        .where(eq(cards.userId, userId));
      return row?.count ?? 0;
    },
  };
}

export type CardsRepository = ReturnType<typeof createCardsRepository>;
