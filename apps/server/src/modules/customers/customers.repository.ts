import { asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { subscriptions, users } from '../../db/schema/index.js';

export type CustomerRow = typeof users.$inferSelect;
export type CustomerSubscriptionRow = typeof subscriptions.$inferSelect;

export interface CustomerSearchRow {
  user: CustomerRow;
  /** The newest subscription. */
  subscription: CustomerSubscriptionRow | undefined;
}

/** `text` as a LIKE pattern matching any part of a value: its own % _ \ taken literally. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The console's reads of customers: found by email or name, and their subscriptions. */
export function createCustomersRepository(db: Database) {
  async function newestSubscriptions(
    userIds: readonly string[],
  ): Promise<Map<string, CustomerSubscriptionRow>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .selectDistinctOn([subscriptions.userId])
      .from(subscriptions)
      .where(inArray(subscriptions.userId, [...userIds]))
      .orderBy(subscriptions.userId, desc(subscriptions.createdAt), desc(subscriptions.id));
    return new Map(rows.map((row) => [row.userId, row]));
  }

  return {
    /**
     * Accounts whose email or first name contains `query` (any case; trigram indexes serve
     * it), an exact email first, then emails starting with it, then the newest accounts;
     * every account without a query.
     */
    async search(
      query: string | undefined,
      { offset, limit }: { offset: number; limit: number },
    ): Promise<{ rows: CustomerSearchRow[]; total: number }> {
      const text = query?.toLowerCase();
      const where: SQL | undefined = text
        ? or(
            sql`lower(${users.email}) LIKE ${containing(text)}`,
            sql`lower(${users.firstName}) LIKE ${containing(text)}`,
          )
        : undefined;
      const rank = text
        ? [
            desc(sql`lower(${users.email}) = ${text}`),
            desc(sql`starts_with(lower(${users.email}), ${text})`),
          ]
        : [];
      const [found, [counted]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(...rank, desc(users.createdAt), asc(users.id))
          .offset(offset)
          .limit(limit),
        db.select({ total: count() }).from(users).where(where),
      ]);
      const newest = await newestSubscriptions(found.map((user) => user.id));
      return {
        rows: found.map((user) => ({ user, subscription: newest.get(user.id) })),
        total: counted?.total ?? 0,
      };
    },

    async findCustomer(id: string): Promise<CustomerRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** Every subscription of the customer, those that never started too, newest first. */
    async listSubscriptions(userId: string): Promise<CustomerSubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
