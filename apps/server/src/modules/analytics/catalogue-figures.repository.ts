import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../search/search-rows.js';
import type { Span } from './numbers.repository.js';

export interface FigureRow {
  productId: string;
  title: string;
  publisherName: string;
  plays: number;
  practiceSeconds: number;
  practisers: number;
}

/** Plays (playback events) and practice time per product of an imprint, or of every imprint. */
export function createCatalogueFiguresRepository(db: Database) {
  return {
    async imprintOf(userId: string): Promise<string | null> {
      const [row] = rowsOf<{ organisationId: string | null }>(
        await db.execute(
          sql`SELECT organisation_id AS "organisationId" FROM users WHERE id = ${userId}`,
        ),
      );
      return row?.organisationId ?? null;
    },

    async publishers(onlyId: string | null): Promise<{ id: string; name: string }[]> {
      return rowsOf(
        await db.execute(sql`
          SELECT id, name FROM organisations
          WHERE ${onlyId}::text IS NULL OR id = ${onlyId}
          ORDER BY name`),
      );
    },

    /** Products played or practised in the range, most practised first. */
    async figures(options: {
      span: Span;
      days: { from: string; to: string };
      publisherId: string | null;
      limit: number;
    }): Promise<FigureRow[]> {
      const { span, days, publisherId, limit } = options;
      const rows = rowsOf<FigureRow>(
        await db.execute(sql`
          WITH plays AS (
            SELECT properties->>'productId' AS product_id, count(*)::int AS plays
            FROM analytics_events
            WHERE name = 'playback'
              AND occurred_at >= ${span.start.toISOString()}::timestamptz
              AND occurred_at < ${span.end.toISOString()}::timestamptz
            GROUP BY 1
          ), practice AS (
            SELECT product_id, sum(seconds)::float8 AS seconds, count(DISTINCT user_id)::int AS people
            FROM practice_days
            WHERE day >= ${days.from}::date AND day <= ${days.to}::date
            GROUP BY 1
          )
          SELECT p.id AS "productId", p.title AS "title", o.name AS "publisherName",
            coalesce(plays.plays, 0) AS "plays", coalesce(practice.seconds, 0) AS "practiceSeconds",
            coalesce(practice.people, 0) AS "practisers"
          FROM products p
          JOIN organisations o ON o.id = p.publisher_id
          LEFT JOIN plays ON plays.product_id = p.id
          LEFT JOIN practice ON practice.product_id = p.id
          WHERE (plays.plays IS NOT NULL OR practice.seconds IS NOT NULL)
            AND (${publisherId}::text IS NULL OR p.publisher_id = ${publisherId})
          ORDER BY 5 DESC, 4 DESC, 1
          LIMIT ${limit}`),
      );
      return rows.map((row) => ({ ...row, practiceSeconds: Math.round(row.practiceSeconds) }));
    },
  };
}

export type CatalogueFiguresRepository = ReturnType<typeof createCatalogueFiguresRepository>;
