import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';

/** Rows of raw SQL (`db.execute`): both drivers answer with an object holding `rows`. */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error('query result without rows');
  return rows as Row[];
}

/**
 * An array parameter as PostgreSQL's array literal text (cast it in SQL: `::text[]`). The two
 * drivers serialise JS arrays differently (PGlite refuses non-string elements), text they
 * pass alike. Every element is quoted, with quotes and backslashes escaped.
 */
export function arrayLiteral(values: readonly (string | number | boolean)[]): string {
  const quoted = values.map((value) => `"${String(value).replaceAll(/["\\]/g, '\\$&')}"`);
  return `{${quoted.join(',')}}`;
}

const dialect = new PgDialect();
/** Statement names by SQL text; texts carry no values (those are parameters), so they are few. */
const statementNames = new Map<string, string>();

/**
 * Runs raw SQL as a named prepared statement: PostgreSQL then plans it once per connection
 * (after five runs, a generic plan when that is no dearer) instead of on every request, and
 * planning was most of a small search's time. PGlite runs it as any other statement.
 */
export async function executePrepared(db: Database, query: SQL): Promise<unknown> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name = statementNames.get(text);
  if (!name) {
    name = `search_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return db._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute();
}
