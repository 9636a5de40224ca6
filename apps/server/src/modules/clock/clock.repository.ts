import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clockOffset } from '../../db/schema/index.js';

export function createClockRepository(db: Database) {
  return {
    async readOffset(): Promise<number> {
      const [row] = await db.select({ offsetMs: clockOffset.offsetMs }).from(clockOffset);
      return row?.offsetMs ?? 0;
    },

    /** Atomic, so two processes advancing at once both count. */
    async addToOffset(milliseconds: number): Promise<number> {
      const [row] = await db
        .insert(clockOffset)
        .values({ id: 1, offsetMs: milliseconds })
        .onConflictDoUpdate({
          target: clockOffset.id,
          set: { offsetMs: sql`${clockOffset.offsetMs} + ${milliseconds}`, updatedAt: sql`now()` },
        })
        .returning({ offsetMs: clockOffset.offsetMs });
      if (!row) throw new Error('clock offset was not stored');
      return row.offsetMs;
    },
  };
}

export type ClockRepository = ReturnType<typeof createClockRepository>;
