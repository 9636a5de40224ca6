import { personRoleOfBrowseField, type BrowseField, type DifficultyFilter } from '@cadenza/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from './search-rows.js';
import { difficultyCondition, visibleCondition } from './search.repository.js';

export interface TermsQuery {
  field: BrowseField;
  difficulty: DifficultyFilter | null;
  includeUnpublished: boolean;
}

interface TermRow {
  term: string;
  count: number;
}

/** The names of a browse field with the products each has (rows: name, product id). */
function namesOf(field: BrowseField): SQL {
  const role = personRoleOfBrowseField(field);
  if (role) {
    return sql`SELECT pe.name, pp.product_id FROM product_persons pp
      JOIN persons pe ON pe.id = pp.person_id WHERE pp.role = ${role}`;
  }
  return field === 'artist'
    ? sql`SELECT featured_artist AS name, product_id FROM search_documents
      WHERE featured_artist IS NOT NULL`
    : sql`SELECT o.name, p.id AS product_id FROM products p
      JOIN organisations o ON o.id = p.publisher_id`;
}

export function createSearchTermsRepository(db: Database) {
  return {
    /**
     * Every name in the field with how many search results browsing it gives (same
     * visibility and difficulty filter), by name ignoring case and accents.
     */
    async listTerms(query: TermsQuery): Promise<TermRow[]> {
      const result = await db.execute(sql`
        SELECT n.name AS "term", count(DISTINCT d.product_id)::int AS "count"
        FROM (${namesOf(query.field)}) n
        JOIN search_documents d ON d.product_id = n.product_id
        WHERE ${visibleCondition(query.includeUnpublished)}
          AND ${difficultyCondition(query.difficulty)}
        GROUP BY n.name
        ORDER BY lower(search_unaccent(n.name)) COLLATE "C", n.name COLLATE "C"`);
      return rowsOf<TermRow>(result);
    },
  };
}

export type SearchTermsRepository = ReturnType<typeof createSearchTermsRepository>;
