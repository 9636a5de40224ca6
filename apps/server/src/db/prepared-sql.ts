import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

const dialect = new PgDialect();
/**
 * Statement names by SQL text. Texts carry no values (those are parameters), only the shape
 * of a request, so they are few; past this many, statements run unnamed (planned each time)
 * rather than fill every connection with prepared statements.
 */
const statementNames = new Map<string, string>();
const MAX_STATEMENT_NAMES = 500;

/**
 * Runs raw SQL as a named prepared statement: PostgreSQL then plans it once per connection
 * (after five runs, a generic plan when that is no dearer) instead of on every request, and
 * planning can be most of a small query's time. PGlite runs it as any other statement.
 */
export async function executePrepared(db: Database, query: SQL): Promise<unknown> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name = statementNames.get(text);
  if (!name && statementNames.size < MAX_STATEMENT_NAMES) {
    name = `prepared_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return db._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute();
}
