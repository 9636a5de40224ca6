import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { adminActionKeys, auditLog, users } from '../../db/schema/index.js';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;
export type AdminActionKeyRow = typeof adminActionKeys.$inferSelect;

export interface AuditFilter {
  actorId?: string | undefined;
  action?: string | undefined;
}

/** The audit log: rows are only ever added (the table's trigger refuses changes). */
export function createAuditRepository(db: Database) {
  const whereOf = (filter: AuditFilter): SQL | undefined =>
    and(
      filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
      filter.action ? eq(auditLog.action, filter.action) : undefined,
    );

  return {
    /**
     * Its time is the action's, or just after the newest row's when that is not earlier
     * (actions within one millisecond): the log's order by time is the order of the actions.
     */
    async append(row: Omit<NewAuditRow, 'at'> & { at: Date }): Promise<void> {
      const at = sql`greatest(${row.at.toISOString()}::timestamptz,
        (select max(${auditLog.at}) + interval '1 microsecond' from ${auditLog}))`;
      await db.insert(auditLog).values({ ...row, at });
    },

    /**
     * Claims an idempotency key for an action: false when it was claimed before. A claim made
     * by a transaction still running waits for it, so two requests with one key never both
     * get true (unless the first rolls back, as a refused action does).
     */
    async claimKey(row: typeof adminActionKeys.$inferInsert): Promise<boolean> {
      const claimed = await db
        .insert(adminActionKeys)
        .values(row)
        .onConflictDoNothing()
        .returning({ key: adminActionKeys.key });
      return claimed.length === 1;
    },

    async findKey(key: string): Promise<AdminActionKeyRow | undefined> {
      const [row] = await db.select().from(adminActionKeys).where(eq(adminActionKeys.key, key));
      return row;
    },

    /** The acting user as the log names them, read inside the action's transaction. */
    async findActor(userId: string): Promise<{ email: string; role: string } | undefined> {
      const [row] = await db
        .select({ email: users.email, role: users.role })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Newest first. */
    async page(
      filter: AuditFilter,
      { offset, limit }: { offset: number; limit: number },
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const where = whereOf(filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .offset(offset)
          .limit(limit),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Every actor and action the log holds, for the filters. */
    async choices(): Promise<{ actors: { id: string; email: string }[]; actions: string[] }> {
      const [actors, actions] = await Promise.all([
        db
          .selectDistinctOn([auditLog.actorId], {
            id: auditLog.actorId,
            email: auditLog.actorEmail,
          })
          .from(auditLog)
          .orderBy(auditLog.actorId, desc(auditLog.at)),
        db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action),
      ]);
      return {
        actors: actors.sort((a, b) => a.email.localeCompare(b.email)),
        actions: actions.map((row) => row.action),
      };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
