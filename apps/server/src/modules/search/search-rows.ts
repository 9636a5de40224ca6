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
