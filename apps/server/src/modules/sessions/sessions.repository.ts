import { and, desc, eq, gt, inArray, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

export type SessionRow = typeof sessions.$inferSelect;

export interface SessionWithUser {
  session: SessionRow;
  user: { id: string; role: (typeof users.$inferSelect)['role'] };
}

export interface NewSession {
  userId: string;
  tokenHash: string;
  now: Date;
  expiresAt: Date;
  /** Sessions last seen at or before this have passed their idle timeout. */
  idleCutoff: Date;
  /** Keep at most this many sessions for the user, the new one included. */
  maxConcurrentSessions: number | null;
}

/**
 * Sessions in the database. The checks every signed-in request makes (find, touch, end) go
 * through `checkDb`, connections of their own on PostgreSQL (`DatabaseHandle.sessionDb`), so a
 * keep-alive never waits behind catalogue work; sign-ins, which lock the user, use `db`.
 */
export function createSessionsRepository(db: Database, checkDb: Database = db) {
  return {
    async findByTokenHash(tokenHash: string): Promise<SessionWithUser | undefined> {
      const [row] = await checkDb
        .select({ session: sessions, user: { id: users.id, role: users.role } })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash));
      return row;
    },

    async findById(id: string): Promise<SessionWithUser | undefined> {
      const [row] = await checkDb
        .select({ session: sessions, user: { id: users.id, role: users.role } })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, id));
      return row;
    },

    async touch(id: string, at: Date): Promise<void> {
      await checkDb.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
    },

    async deleteById(id: string): Promise<void> {
      await checkDb.delete(sessions).where(eq(sessions.id, id));
    },

    /** The user's sessions still within their lifetime and idle timeout, last used first. */
    async listLiveForUser(userId: string, now: Date, idleCutoff: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            gt(sessions.expiresAt, now),
            gt(sessions.lastSeenAt, idleCutoff),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
    },

    async deleteForUser(userId: string, exceptSessionId?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(
          exceptSessionId
            ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
            : eq(sessions.userId, userId),
        );
    },

    /**
     * Starts a session. The user's row is locked so that two sign-ins at once cannot both
     * stay within the concurrent-session limit; ended sessions are swept on the way.
     */
    async insert(input: NewSession): Promise<SessionRow> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, input.userId))
          .for('update');
        await tx
          .delete(sessions)
          .where(
            and(
              eq(sessions.userId, input.userId),
              or(lte(sessions.expiresAt, input.now), lte(sessions.lastSeenAt, input.idleCutoff)),
            ),
          );
        if (input.maxConcurrentSessions !== null) {
          // The newest (limit - 1) stay; every older one ends to make room for this one.
          const keep = Math.max(0, input.maxConcurrentSessions - 1);
          const older = tx
            .select({ id: sessions.id })
            .from(sessions)
            .where(eq(sessions.userId, input.userId))
            .orderBy(desc(sessions.createdAt), desc(sessions.id))
            .offset(keep);
          await tx.delete(sessions).where(inArray(sessions.id, older));
        }
        const [row] = await tx
          .insert(sessions)
          .values({
            userId: input.userId,
            tokenHash: input.tokenHash,
            createdAt: input.now,
            lastSeenAt: input.now,
            expiresAt: input.expiresAt,
          })
          .returning();
        if (!row) throw new Error('session was not stored');
        return row;
      });
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
