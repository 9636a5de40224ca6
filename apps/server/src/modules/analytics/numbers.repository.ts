import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { arrayLiteral, rowsOf } from '../search/search-rows.js';

/** A range of instants: from `start` (included) to `end` (excluded). */
export interface Span {
  start: Date;
  end: Date;
}

export interface DayCount {
  day: string;
  count: number;
}

export interface CurrencyAmount {
  currency: string;
  amountMinor: number;
  count: number;
}

/** An instant as a parameter both drivers pass alike. */
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

const utcDay = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/**
 * The dashboard's figures, each read from the tables that hold the facts (users,
 * subscriptions, charges, transactions, practice days, events); defined in ARCHITECTURE.md.
 * Counts are cast to int and sums to float8 so both drivers answer with numbers.
 */
export function createNumbersRepository(db: Database) {
  async function all<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
    return rowsOf<Row>(await db.execute(query));
  }

  /** Subscriptions with a paid (succeeded) period running at `at` (an SQL instant). */
  const payingAt = (at: ReturnType<typeof sql>) => sql`
    FROM subscription_charges c
    WHERE c.state = 'succeeded' AND c.period_start < ${at} AND c.period_end >= ${at}`;

  return {
    /** Accounts of ordinary users created per UTC day (operators' accounts are not sign-ups). */
    async signupsByDay(span: Span): Promise<DayCount[]> {
      return all(sql`
        SELECT ${utcDay(sql`created_at`)} AS "day", count(*)::int AS "count"
        FROM users
        WHERE role = 'ordinary' AND created_at >= ${instant(span.start)} AND created_at < ${instant(span.end)}
        GROUP BY 1`);
    },

    /** Trial starts, from their rows in `transactions`, per UTC day. */
    async trialsStartedByDay(span: Span): Promise<DayCount[]> {
      return all(sql`
        SELECT ${utcDay(sql`purchase_date`)} AS "day", count(*)::int AS "count"
        FROM transactions
        WHERE is_trial_period AND purchase_date >= ${instant(span.start)} AND purchase_date < ${instant(span.end)}
        GROUP BY 1`);
    },

    /** Paying subscribers at each instant given. */
    async payingSubscribersAt(instants: readonly Date[]): Promise<number[]> {
      const list = arrayLiteral(instants.map((at) => at.toISOString()));
      const rows = await all<{ count: number }>(sql`
        SELECT (SELECT count(DISTINCT c.subscription_id)::int ${payingAt(sql`e.at`)}) AS "count"
        FROM unnest(${list}::timestamptz[]) WITH ORDINALITY AS e(at, i)
        ORDER BY e.i`);
      return rows.map((row) => row.count);
    },

    /** Trials that ended in the span, and how many of them were followed by a paid charge. */
    async trialConversion(span: Span): Promise<{ trialsEnded: number; converted: number }> {
      const [row] = await all<{ trialsEnded: number; converted: number }>(sql`
        SELECT count(*)::int AS "trialsEnded",
          count(*) FILTER (WHERE EXISTS (
            SELECT 1 FROM subscription_charges c
            WHERE c.subscription_id = s.id AND c.state = 'succeeded'))::int AS "converted"
        FROM subscriptions s
        WHERE s.trial_end >= ${instant(span.start)} AND s.trial_end < ${instant(span.end)}`);
      return row ?? { trialsEnded: 0, converted: 0 };
    },

    /**
     * Paid subscriptions whose last paid period ended in the span and that will not renew:
     * cancelled, or no longer live (a subscription still in dunning is not counted yet).
     */
    async churned(span: Span): Promise<number> {
      const [row] = await all<{ count: number }>(sql`
        SELECT count(*)::int AS "count"
        FROM (
          SELECT c.subscription_id, max(c.period_end) AS paid_until
          FROM subscription_charges c WHERE c.state = 'succeeded' GROUP BY c.subscription_id
        ) last
        JOIN subscriptions s ON s.id = last.subscription_id
        WHERE last.paid_until >= ${instant(span.start)} AND last.paid_until < ${instant(span.end)}
          AND (s.status NOT IN ('active', 'past_due') OR s.cancellation_date IS NOT NULL)`);
      return row?.count ?? 0;
    },

    /** The monthly amounts of the paid periods running at `at`, by currency. */
    async monthlyRevenueAt(at: Date): Promise<CurrencyAmount[]> {
      return all(sql`
        SELECT c.currency AS "currency", sum(c.amount)::float8 AS "amountMinor",
          count(*)::int AS "count"
        ${payingAt(instant(at))}
        GROUP BY c.currency ORDER BY c.currency`);
    },

    /** Charges paid in the span after at least one failed attempt of the same period. */
    async recoveredByDunning(span: Span): Promise<CurrencyAmount[]> {
      return all(sql`
        SELECT t.currency AS "currency", sum(t.total)::float8 AS "amountMinor",
          count(*)::int AS "count"
        FROM transactions t
        WHERE t.charge_status = 'succeeded' AND t.charge_id IS NOT NULL
          AND t.purchase_date >= ${instant(span.start)} AND t.purchase_date < ${instant(span.end)}
          AND EXISTS (SELECT 1 FROM transactions f
            WHERE f.charge_id = t.charge_id AND f.charge_status = 'failed'
              AND f.purchase_date < t.purchase_date)
        GROUP BY t.currency ORDER BY t.currency`);
    },

    /** Searches that found nothing (recorded with consent), by query without case. */
    async noResultSearches(span: Span, limit: number) {
      return all<{ query: string; searches: number }>(sql`
        SELECT lower(properties->>'query') AS "query", count(*)::int AS "searches"
        FROM analytics_events
        WHERE name = 'search_no_result' AND occurred_at >= ${instant(span.start)} AND occurred_at < ${instant(span.end)}
        GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${limit}`);
    },

    /** Events stored in the span, by name, most first. */
    async eventCounts(span: Span) {
      return all<{ name: string; count: number }>(sql`
        SELECT name AS "name", count(*)::int AS "count"
        FROM analytics_events
        WHERE occurred_at >= ${instant(span.start)} AND occurred_at < ${instant(span.end)}
        GROUP BY name ORDER BY 2 DESC, 1`);
    },

    /** Pieces by practice time over the days (each person's own calendar day), with how many practised. */
    async practisedPieces(days: { from: string; to: string }, limit: number) {
      return all<{ productId: string; title: string; seconds: number; people: number }>(sql`
        SELECT p.id AS "productId", p.title AS "title", sum(d.seconds)::float8 AS "seconds",
          count(DISTINCT d.user_id)::int AS "people"
        FROM practice_days d JOIN products p ON p.id = d.product_id
        WHERE d.day >= ${days.from}::date AND d.day <= ${days.to}::date
        GROUP BY p.id, p.title ORDER BY 3 DESC, 1 LIMIT ${limit}`);
    },
  };
}

export type NumbersRepository = ReturnType<typeof createNumbersRepository>;
