import type { UserRole } from '@cadenza/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  email: string;
  passwordHash: string | null;
  role: UserRole;
  firstName?: string | null;
  /** A publisher's imprint (organisations.id). */
  organisationId?: string | null;
}

export function createAccountsRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
      return row;
    },

    async findByFacebookId(facebookId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.facebookId, facebookId));
      return row;
    },

    /** Undefined when the email is taken (emails are unique without regard to case). */
    async insertUser(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
      return row;
    },

    /** Links only an account with no Facebook id yet; undefined if another got there first. */
    async linkFacebookId(
      userId: string,
      facebookId: string,
      at: Date,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ facebookId, updatedAt: at })
        .where(and(eq(users.id, userId), isNull(users.facebookId)))
        .returning();
      return row;
    },

    /** Sandbox only (non-production): makes an account a multi-session basic user, or not. */
    async setMaxConcurrentSessions(
      email: string,
      maxConcurrentSessions: number | null,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ maxConcurrentSessions })
        .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
        .returning();
      return row;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
